import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@kori/util-log';
import type { PaymentProviderId } from '../payments/payment-provider-port';
import type { WebhookOutcome } from '../payments/payment-service';
import { BodyTooLargeError, readBody } from './read-body';
import { sendJson } from './send';

/** POST /webhooks/stripe, /webhooks/adyen, /webhooks/avarda. */
export const PAYMENT_WEBHOOK_PATH = /^\/webhooks\/(stripe|adyen|avarda)\/?$/;

/** Provider notifications are small; a larger body is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export interface PaymentWebhookDeps {
  receive(provider: PaymentProviderId, rawBody: Buffer, headers: Record<string, string | undefined>): Promise<WebhookOutcome>;
  logger: Logger;
}

/** Header values as single strings (a repeated header joined), as the providers' verifiers take them. */
function flatHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/**
 * A provider's webhook: the raw body is verified with the provider's own signature scheme (no origin
 * check: the caller is a server, and the signature is what authenticates it), de-duplicated by event
 * id and applied at once; the answer is what each provider expects (Adyen: `[accepted]`). A bad
 * signature gets 401 and changes nothing; a failure to record it gets 503, so the provider retries.
 */
export async function handlePaymentWebhook(req: IncomingMessage, res: ServerResponse, slug: string, deps: PaymentWebhookDeps): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'POST', ...noStore });
    return;
  }
  const provider = slug.toUpperCase() as PaymentProviderId;
  let rawBody: Buffer;
  try {
    rawBody = await readBody(req, WEBHOOK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { error: error.message }, { connection: 'close', ...noStore });
      return;
    }
    throw error;
  }
  let outcome: WebhookOutcome;
  try {
    outcome = await deps.receive(provider, rawBody, flatHeaders(req));
  } catch (error) {
    // A body that held its signature but not its shape, or the database away: the provider retries.
    deps.logger.error('payment webhook not processed', { provider, error });
    sendJson(res, error instanceof SyntaxError ? 400 : 503, { error: 'Webhook not processed' }, noStore);
    return;
  }
  if (!outcome.ok) {
    deps.logger.warn('payment webhook with a bad signature', { provider });
    sendJson(res, 401, { error: 'Invalid signature' }, noStore);
    return;
  }
  if (provider === 'ADYEN') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', ...noStore });
    res.end('[accepted]');
    return;
  }
  sendJson(res, 200, { received: true, events: outcome.events, duplicates: outcome.duplicates }, noStore);
}
