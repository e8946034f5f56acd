// Test-only: reading what a loader or action answered: its `data()` result and the cookies it sets.

/** What `data(value, init)` returns, as a test reads it. */
export interface DataResult<T> {
  type?: 'DataWithResponseInit';
  data: T;
  init: { status?: number; headers?: Headers } | null;
}

/** A loader's or action's answer read as a `data()` result. */
export const asDataResult = <T,>(value: unknown) => value as DataResult<T>;

/** The Set-Cookie lines of an answer (none when it has no headers). */
export function setCookies(headers: Headers | undefined | null): string[] {
  return headers?.getSetCookie() ?? [];
}

/** The value an answer sets for one cookie, or undefined when it does not set it. */
export function setCookieValue(headers: Headers | undefined | null, name: string): string | undefined {
  const line = setCookies(headers).find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

/** A fetcher's answer (an action's `data()` result): its body and headers. Fails on anything else (a redirect). */
export function fetcherAnswer<T>(value: unknown): { body: T; headers: Headers } {
  const result = asDataResult<T>(value);
  if (value instanceof Response || result?.data === undefined) throw new Error('Expected a data() answer for a fetcher');
  return { body: result.data, headers: new Headers(result.init?.headers) };
}
