/** Calendar dates as ISO strings (YYYY-MM-DD), in UTC: price history is kept per UTC day. */
const DAY_MS = 86_400_000;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(iso: string, days: number): string {
  if (!isoDatePattern.test(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO date: ${iso}`);
  return new Date((Math.round(ms / DAY_MS) + days) * DAY_MS).toISOString().slice(0, 10);
}
