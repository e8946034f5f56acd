import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Currency } from '@kori/region';
import type { AuthorizationStatus, PaymentProvider, ProviderPaymentState, ProviderWebhookEvent, StartPaymentRequest, StartedPayment } from '../payment-provider-port';
import { headerOf, parseNotification, PaymentProviderError } from './provider-errors';

export interface AvardaProviderOptions {
  /** Avarda's Checkout 3.0 API origin (or the sandbox's `/avarda`); the partner API is under `/api/partner`. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The header carrying the completed-purchase notification's signature (hex HMAC-SHA256 of the raw body). */
export const AVARDA_SIGNATURE_HEADER = 'x-avarda-signature';

const tokenSchema = z.object({ token: z.string().min(1), tokenExpirationUtc: z.string() });
const initialisedSchema = z.object({ purchaseId: z.string().min(1), jwt: z.string().min(1), expiredUtc: z.string().optional() });
const purchaseSchema = z.object({
  purchaseId: z.string(),
  state: z.string(),
  totalPrice: z.number().optional(),
  amounts: z.object({ authorized: z.number(), captured: z.number(), refunded: z.number(), remaining: z.number() }).optional(),
});
const notificationSchema = z.object({ notificationId: z.string().min(1), purchaseId: z.string().min(1), event: z.string().min(1) });
const errorSchema = z.object({ errorCode: z.string().optional(), message: z.string().optional() });

/** An Avarda purchase state as Kori's authorisation status. */
export function avardaAuthorizationStatus(state: string): AuthorizationStatus {
  switch (state) {
    case 'Completed':
      return 'APPROVED';
    case 'Rejected':
      return 'AVARDA_REJECTED';
    case 'CreditDenied':
      return 'AVARDA_CREDIT_DENIED';
    case 'IncorrectAddress':
      return 'AVARDA_INCORRECT_ADDRESS';
    case 'Cancelled':
    case 'TimedOut':
      return 'CANCELLED';
    case 'Pending':
      return 'PENDING';
    default:
      // New and the states of a shopper still filling the checkout in.
      return 'CREATED_AVARDA_CHECKOUTV3';
  }
}

const decimal = (minor: number) => Math.round(minor) / 100;
const minorOf = (amount: number) => Math.round(amount * 100);
const LANGUAGE = { FI: 'Finnish', SE: 'Swedish', NL: 'English' } as const;

/** Avarda Checkout 3.0 over fetch (Avarda ships no Node library); every answer is checked with zod. */
export function createAvardaProvider(options: AvardaProviderOptions): PaymentProvider {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/api/partner`;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: { value: string; refreshAt: number } | null = null;

  async function http(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { method, headers: { accept: 'application/json', 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PaymentProviderError('AVARDA', 'unavailable', `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok) throw new PaymentProviderError('AVARDA', 'invalid_response', `${method} ${path}: not JSON`);
    }
    return { status: response.status, json };
  }

  async function bearer(): Promise<string> {
    if (token && token.refreshAt > now()) return token.value;
    const answer = await http('POST', '/tokens', { clientId: options.clientId, clientSecret: options.clientSecret }, {});
    if (answer.status !== 200) throw new PaymentProviderError('AVARDA', answer.status >= 500 ? 'unavailable' : 'refused', `token: HTTP ${answer.status}`);
    const parsed = tokenSchema.safeParse(answer.json);
    if (!parsed.success) throw new PaymentProviderError('AVARDA', 'invalid_response', 'token answer');
    const expires = Date.parse(parsed.data.tokenExpirationUtc);
    // Renewed a minute early so a call never goes out with a token about to lapse.
    token = { value: parsed.data.token, refreshAt: Number.isFinite(expires) ? expires - 60_000 : now() + 5 * 60_000 };
    return token.value;
  }

  async function api<T extends z.ZodType>(schema: T, method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<z.infer<T>> {
    const headers = (value: string): Record<string, string> => ({ authorization: `Bearer ${value}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) });
    let answer = await http(method, path, body, headers(await bearer()));
    if (answer.status === 401) {
      // The token was revoked or expired early: one fresh token, one more try.
      token = null;
      answer = await http(method, path, body, headers(await bearer()));
    }
    if (answer.status < 200 || answer.status >= 300) {
      const error = errorSchema.safeParse(answer.json);
      const detail = error.success ? `${error.data.errorCode ?? ''} ${error.data.message ?? ''}`.trim() : '';
      throw new PaymentProviderError('AVARDA', answer.status >= 500 || answer.status === 429 ? 'unavailable' : 'refused', `${method} ${path}: HTTP ${answer.status} ${detail}`.trim());
    }
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new PaymentProviderError('AVARDA', 'invalid_response', `${method} ${path}: ${parsed.error.issues[0]?.message ?? 'unexpected answer'}`);
    return parsed.data;
  }

  const purchase = (reference: string) => api(purchaseSchema, 'GET', `/payments/${encodeURIComponent(reference)}`);
  const part = (amount: number) => [{ description: 'Merchant order', amount: decimal(amount), quantity: 1 }];

  return {
    id: 'AVARDA',

    async start(request: StartPaymentRequest): Promise<StartedPayment> {
      const linesTotal = request.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      // The purchase must add up to the amount: lines that do not (delivery, discounts) give one summary line.
      const items =
        linesTotal === request.amount && request.lines.length > 0
          ? request.lines.map((line) => ({ description: line.name.slice(0, 200), amount: decimal(line.unitPrice), quantity: line.quantity }))
          : [{ description: `Kori order ${request.checkoutId}`.slice(0, 200), amount: decimal(request.amount), quantity: 1 }];
      const { shopper } = request;
      const started = await api(
        initialisedSchema,
        'POST',
        '/payments',
        {
          checkoutSetup: { language: LANGUAGE[request.region], mode: request.paymentMethod },
          items,
          currency: request.currency,
          extraIdentifiers: { orderReference: request.checkoutId },
          b2C: {
            userInputs: { email: shopper.email, phone: shopper.phone },
            invoicingAddress: { firstName: shopper.firstName, lastName: shopper.lastName, address1: shopper.streetAddress, zip: shopper.postalCode, city: shopper.city },
          },
        },
        `start:${request.attemptId}`,
      );
      return { kind: 'embedded', reference: started.purchaseId, jwt: started.jwt, status: 'CREATED_AVARDA_CHECKOUTV3' };
    },

    async confirm(reference: string, returnCode?: string): Promise<ProviderPaymentState> {
      if (returnCode !== undefined && returnCode !== reference) throw new PaymentProviderError('AVARDA', 'refused', `return names ${returnCode}, not ${reference}`);
      const state = await purchase(reference);
      const status = avardaAuthorizationStatus(state.state);
      const authorized = state.amounts ? minorOf(state.amounts.authorized) : state.totalPrice !== undefined ? minorOf(state.totalPrice) : null;
      return { reference, status, authorizedAmount: status === 'APPROVED' ? authorized : null };
    },

    async capture(reference: string, amount: number, _currency: Currency, idempotencyKey: string): Promise<void> {
      await api(z.unknown(), 'POST', '/orders', { purchaseId: reference, orderReference: idempotencyKey.slice(0, 80), tranId: idempotencyKey.slice(0, 80), items: part(amount) }, idempotencyKey);
    },

    async abandon(reference: string, idempotencyKey: string): Promise<void> {
      const state = await purchase(reference);
      // Only a purchase still open in the embedded checkout is cancelled whole; a completed one is kept for the caller.
      if (avardaAuthorizationStatus(state.state) !== 'CREATED_AVARDA_CHECKOUTV3') return;
      try {
        await api(z.unknown(), 'POST', `/payments/${encodeURIComponent(reference)}/cancel`, { reason: 'abandoned' }, `${idempotencyKey}:abandon`);
      } catch (error) {
        // Completed or closed in the meantime: the caller reads where it stands.
        if (!(error instanceof PaymentProviderError) || error.kind !== 'refused') throw error;
      }
    },

    async release(reference: string, amount: number, _currency: Currency, idempotencyKey: string): Promise<void> {
      // First as a cancel of what is not yet ordered; a part already ordered is returned instead. Each step
      // has its own key, so a retry takes the same path and changes nothing twice.
      try {
        await api(z.unknown(), 'POST', `/payments/${encodeURIComponent(reference)}/cancel`, { amount: decimal(amount), reason: 'merchant_failed' }, `${idempotencyKey}:cancel`);
        return;
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.kind !== 'refused') throw error;
      }
      await api(z.unknown(), 'POST', '/returns', { purchaseId: reference, tranId: idempotencyKey.slice(0, 80), items: part(amount) }, `${idempotencyKey}:return`);
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): ProviderWebhookEvent[] | null {
      const signature = headerOf(headers, AVARDA_SIGNATURE_HEADER) ?? '';
      const expected = createHmac('sha256', options.clientSecret).update(rawBody).digest();
      const given = Buffer.from(/^[0-9a-f]+$/i.test(signature) ? signature : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const parsed = parseNotification(notificationSchema, rawBody);
      if (!parsed) return null;
      // The notification only names the purchase: its state is read from Avarda (confirm) before it is trusted.
      return [{ eventId: parsed.notificationId, reference: parsed.purchaseId, status: null, kind: parsed.event }];
    },
  };
}
