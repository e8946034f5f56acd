import { print } from 'graphql';
import { z } from 'zod/mini';
import { CheckoutProgressDocument, type CheckoutProgressSubscription } from '../../graphql/generated/graphql';

export type CheckoutProgressUpdate = NonNullable<CheckoutProgressSubscription['checkoutProgress']>;

// Built on first use, like the rest of this module (it loads only when a checkout is in progress).
const eventSchema = z.lazy(() =>
  z.object({
    data: z.optional(
      z.nullable(
        z.object({
          checkoutProgress: z.nullable(
            z.object({
              id: z.string(),
              checkoutStatus: z.string(),
              currentProgress: z.array(
                z.object({
                  merchantDetails: z.object({
                    id: z.string(),
                    name: z.string(),
                    title: z.string(),
                    tos_url: z.nullable(z.string()),
                    privacyPolicyUrl: z.nullable(z.string()),
                  }),
                  progress: z.object({ numberAdded: z.number(), totalToAdd: z.number() }),
                  numberOfProducts: z.number(),
                  numberFound: z.number(),
                }),
              ),
            }),
          ),
        }),
      ),
    ),
    errors: z.optional(z.array(z.unknown())),
  }),
);

let query: string | null = null;

/** One server-sent event block: its event name (default `message`) and its joined data lines. */
function parseEvent(block: string): { event: string; data: string } {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue; // a keep-alive comment
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return { event, data: data.join('\n') };
}

/**
 * Follows a checkout's progress over the `checkoutProgress` subscription as server-sent events from
 * `endpoint` (the storefront's same-origin /graphql, which adds the session). Calls `onUpdate` with
 * each answer and resolves when the API ends the stream. Rejects when the stream cannot be had or
 * carries something unexpected (an error, someone else's checkout), so the caller can fall back.
 */
export async function followCheckoutProgress(
  endpoint: string,
  checkoutId: string,
  onUpdate: (update: CheckoutProgressUpdate) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ operationName: 'CheckoutProgress', query: (query ??= print(CheckoutProgressDocument)), variables: { checkoutId } }),
    ...(signal ? { signal } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    throw new Error(`checkout progress stream refused (${response.status} ${type})`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: RegExpExecArray | null;
      while ((end = /\r?\n\r?\n/.exec(buffer))) {
        const block = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end[0].length);
        const { event, data } = parseEvent(block);
        if (event === 'complete') return;
        if (!data) continue;
        const parsed = eventSchema.safeParse(JSON.parse(data));
        const update = parsed.success ? parsed.data.data?.checkoutProgress : null;
        if (!parsed.success || parsed.data.errors?.length || !update) throw new Error('unexpected checkout progress event');
        onUpdate(update as CheckoutProgressUpdate);
      }
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
