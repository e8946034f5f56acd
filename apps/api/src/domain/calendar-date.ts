/** Calendar dates as ISO strings (YYYY-MM-DD), in UTC: price history is kept per UTC day. */
const DAY_MS = 86_400_000;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function toEpochDay(iso: string): number {
  if (!isoDatePattern.test(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO date: ${iso}`);
  return Math.round(ms / DAY_MS);
}

function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromEpochDay(toEpochDay(iso) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  try {
    toEpochDay(value);
    return true;
  } catch {
    return false;
  }
}
