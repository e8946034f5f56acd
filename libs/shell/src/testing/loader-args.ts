// Test-only: the arguments Remix passes a loader, and the error a loader throws.
import type { LoaderFunctionArgs } from '@remix-run/node';

/** A loader's arguments for a GET of `url` with the route's params and a load context (createTestLoadContext). */
export function loaderArgs(url: string, params: Record<string, string>, context: LoaderFunctionArgs['context']): LoaderFunctionArgs {
  return { request: new Request(url), params, context };
}

/** What the loader throws (a Response for a 404 or a redirect); fails the test when it does not throw. */
export async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the loader to throw');
}

/** A GET of `url` as the browser sends it, with the `cookie` header when given. */
export function getRequest(url: string, cookie?: string): Request {
  return new Request(url, { headers: cookie ? { cookie } : {} });
}

/**
 * A form post of `fields` to `url` as a browser sends it: form-encoded, from `origin` (the URL's own unless
 * a test posts from another site), with the `cookie` header when given.
 */
export function formPost(url: string, fields: Record<string, string>, { origin = new URL(url).origin, cookie }: { origin?: string; cookie?: string } = {}): Request {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', origin });
  if (cookie) headers.set('cookie', cookie);
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}
