/**
 * @jest-environment node
 */
import { followCheckoutProgress, type CheckoutProgressUpdate } from './checkout-progress-stream';

const merchant = { id: 'm-1', name: 'verkko', title: 'Verkko', tos_url: null, privacyPolicyUrl: null };
const update = (numberAdded: number, checkoutStatus = 'INITIATED'): CheckoutProgressUpdate => ({
  id: 'chk-1',
  checkoutStatus: checkoutStatus as CheckoutProgressUpdate['checkoutStatus'],
  currentProgress: [{ merchantDetails: merchant, progress: { numberAdded, totalToAdd: 2 }, numberOfProducts: 2, numberFound: 2 }],
});
const next = (value: unknown) => `event: next\ndata: ${JSON.stringify(value)}\n\n`;

/** A server-sent-events answer whose body arrives in the given chunks. */
function sse(chunks: string[], init: ResponseInit = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init });
}

describe('followCheckoutProgress', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks for the subscription as server-sent events and hands on each update until complete', async () => {
    const first = next({ data: { checkoutProgress: update(1) } });
    const fetchMock = jest.fn(async () =>
      sse([':\n\n', first.slice(0, 20), first.slice(20), next({ data: { checkoutProgress: update(2, 'INITIATE_COMPLETE') } }), 'event: complete\ndata:\n\n']),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const seen: CheckoutProgressUpdate[] = [];
    await followCheckoutProgress('/graphql', 'chk-1', (value) => seen.push(value));
    expect(seen).toEqual([update(1), update(2, 'INITIATE_COMPLETE')]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ accept: 'text/event-stream', 'content-type': 'application/json' });
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ operationName: 'CheckoutProgress', variables: { checkoutId: 'chk-1' } });
    expect(body.query).toMatch(/subscription CheckoutProgress/);
  });

  it('rejects when the answer is not a stream (an old API, a buffering proxy)', async () => {
    global.fetch = jest.fn(async () => new Response('{"data":null}', { headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
    await expect(followCheckoutProgress('/graphql', 'chk-1', () => undefined)).rejects.toThrow('refused');
  });

  it('rejects on an error or a null checkout in the stream', async () => {
    global.fetch = jest.fn(async () => sse([next({ errors: [{ message: 'boom' }] })])) as unknown as typeof fetch;
    await expect(followCheckoutProgress('/graphql', 'chk-1', () => undefined)).rejects.toThrow('unexpected');
    global.fetch = jest.fn(async () => sse([next({ data: { checkoutProgress: null } })])) as unknown as typeof fetch;
    await expect(followCheckoutProgress('/graphql', 'chk-1', () => undefined)).rejects.toThrow('unexpected');
  });
});
