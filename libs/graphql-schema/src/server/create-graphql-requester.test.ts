import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createGraphQLRequester } from './create-graphql-requester';
import { createResponseCache } from './response-cache';

const PRODUCT = parse('query ProductPage($id: ID!) { product(id: $id) { name } }') as TypedDocumentNode<
  { product: { name: string } },
  { id: string }
>;

function countingFetch() {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push(String(init.body));
    await gate;
    return new Response(JSON.stringify({ data: { product: { name: `answer ${calls.length}` } } }), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls, release };
}

describe('createGraphQLRequester with a response cache', () => {
  it('shares one API call among requests that allow caching, and only those', async () => {
    const { fetch, calls, release } = countingFetch();
    const requester = createGraphQLRequester({ endpoint: 'http://api.invalid/graphql', fetch, cache: createResponseCache() });
    const first = requester.request(PRODUCT, { id: '1' }, { cacheTtlMs: 30_000 });
    const second = requester.request(PRODUCT, { id: '1' }, { cacheTtlMs: 30_000 });
    const uncached = requester.request(PRODUCT, { id: '1' });
    release();
    expect((await first).product.name).toBe((await second).product.name);
    await uncached;
    expect(calls).toHaveLength(2);
    expect((await requester.request(PRODUCT, { id: '1' }, { cacheTtlMs: 30_000 })).product.name).toBe((await first).product.name);
    await requester.request(PRODUCT, { id: '2' }, { cacheTtlMs: 30_000 });
    expect(calls).toHaveLength(3);
  });

  it('lets one shopper stop waiting without cancelling the call another one shares', async () => {
    const { fetch, release } = countingFetch();
    const requester = createGraphQLRequester({ endpoint: 'http://api.invalid/graphql', fetch, cache: createResponseCache() });
    const leaving = new AbortController();
    const gone = requester.request(PRODUCT, { id: '1' }, { cacheTtlMs: 30_000, signal: leaving.signal });
    const staying = requester.request(PRODUCT, { id: '1' }, { cacheTtlMs: 30_000 });
    leaving.abort(new Error('left the page'));
    await expect(gone).rejects.toThrow('left the page');
    release();
    expect((await staying).product.name).toBe('answer 1');
  });
});
