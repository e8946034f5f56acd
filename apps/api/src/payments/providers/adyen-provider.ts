import { CheckoutAPI, Client, EnvironmentEnum, HttpClientException, hmacValidator, Types, type Config } from '@adyen/api-library';
import { z } from 'zod';
import type { Currency } from '@kori/region';
import type { AuthorizationStatus, PaymentProvider, ProviderPaymentState, ProviderWebhookEvent, StartPaymentRequest, StartedPayment } from '../payment-provider-port';
import { parseNotification, PaymentProviderError } from './provider-errors';

export interface AdyenProviderOptions {
  /** Base of the Checkout API without the version (https://checkout-test.adyen.com, a live prefix URL, or the sandbox). */
  checkoutUrl: string;
  apiKey: string;
  merchantAccount: string;
  /** The notification HMAC key, hex as Adyen's Customer Area shows it. */
  hmacKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Where the library's generated URLs start; the adapter's HTTP client sends them to `checkoutUrl` instead. */
const LIBRARY_CHECKOUT_ORIGIN = 'https://checkout-test.adyen.com';

type ClientInterface = Client['httpClient'];

/**
 * The library's transport over fetch: it speaks to the configured Checkout URL (its own client only
 * knows Adyen's hosts and HTTPS), with the same headers, idempotency key and error type.
 */
export function adyenFetchClient(checkoutUrl: string, timeoutMs: number, doFetch: typeof fetch = fetch): ClientInterface {
  const base = checkoutUrl.replace(/\/+$/, '');
  return {
    async request(endpoint: string, json: string | Buffer, config: Config, _isApiKeyRequired: boolean, requestOptions = {}) {
      if (!endpoint.startsWith(LIBRARY_CHECKOUT_ORIGIN)) throw new HttpClientException({ message: `No route to ${endpoint}`, statusCode: 0 });
      const url = new URL(`${base}${endpoint.slice(LIBRARY_CHECKOUT_ORIGIN.length)}`);
      if (requestOptions.params) for (const [key, value] of new URLSearchParams(requestOptions.params as ConstructorParameters<typeof URLSearchParams>[0])) url.searchParams.set(key, value);
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': config.apiKey ?? '' };
      if (requestOptions.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
      let response: Response;
      try {
        response = await doFetch(url, { method: requestOptions.method ?? 'POST', headers, body: requestOptions.method === 'GET' ? undefined : json.toString(), signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new HttpClientException({ message: error instanceof Error ? error.message : String(error), statusCode: 0 });
      }
      const body = await response.text();
      if (response.ok) return body;
      let apiError: { status?: number; errorCode?: string; message?: string; errorType?: string; pspReference?: string } | undefined;
      try {
        apiError = JSON.parse(body) as typeof apiError;
      } catch {
        apiError = undefined;
      }
      throw new HttpClientException({
        message: `HTTP Exception: ${response.status}. ${apiError?.message ?? body.slice(0, 200)}`,
        statusCode: response.status,
        errorCode: apiError?.errorCode,
        responseBody: body,
        apiError: apiError as never,
      });
    },
  };
}

/** An Adyen resultCode as Kori's authorisation status. */
export function adyenAuthorizationStatus(resultCode: string | undefined): AuthorizationStatus {
  switch (resultCode) {
    case 'Authorised':
      return 'APPROVED';
    case 'Refused':
    case 'Error':
      return 'FAILED';
    case 'Cancelled':
      return 'CANCELLED';
    case 'Pending':
    case 'Received':
      return 'PENDING';
    default:
      // RedirectShopper and the other actions the shopper has yet to finish.
      return 'ADYEN_PAYMENT_STARTED';
  }
}

const notificationItemSchema = z.object({
  additionalData: z.record(z.string(), z.string()).optional(),
  amount: z.object({ value: z.number().int(), currency: z.string() }),
  eventCode: z.string(),
  eventDate: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  originalReference: z.string().optional(),
  pspReference: z.string(),
  reason: z.string().optional(),
  success: z.enum(['true', 'false']),
});
const notificationSchema = z.object({
  live: z.string(),
  notificationItems: z.array(z.object({ NotificationRequestItem: notificationItemSchema })).min(1),
});

function translate(error: unknown): never {
  if (error instanceof HttpClientException) {
    const refused = error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429;
    throw new PaymentProviderError('ADYEN', refused ? 'refused' : 'unavailable', `${error.statusCode} ${error.errorCode ?? ''} ${error.message}`.trim(), { cause: error });
  }
  throw new PaymentProviderError('ADYEN', 'unavailable', error instanceof Error ? error.message : String(error), { cause: error });
}

/** Adyen's Checkout API through its official library: /payments with a redirect, /payments/details on return. */
export function createAdyenProvider(options: AdyenProviderOptions): PaymentProvider {
  const client = new Client({ apiKey: options.apiKey, environment: EnvironmentEnum.TEST }, adyenFetchClient(options.checkoutUrl, options.timeoutMs ?? 20_000, options.fetch));
  const checkout = new CheckoutAPI(client);
  const validator = new hmacValidator();

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      return translate(error);
    }
  }

  return {
    id: 'ADYEN',

    async start(request: StartPaymentRequest): Promise<StartedPayment> {
      const response = await call(() =>
        checkout.PaymentsApi.payments(
          {
            amount: { value: request.amount, currency: request.currency },
            reference: request.checkoutId,
            merchantAccount: options.merchantAccount,
            returnUrl: request.returnUrl,
            paymentMethod: { type: Types.checkout.CardDetails.TypeEnum.Scheme },
            channel: Types.checkout.PaymentRequest.ChannelEnum.Web,
            countryCode: request.region,
            shopperEmail: request.shopper.email || undefined,
            shopperName: { firstName: request.shopper.firstName, lastName: request.shopper.lastName },
            lineItems: request.lines.map((line) => ({ description: line.name, quantity: line.quantity, amountIncludingTax: line.unitPrice })),
            metadata: { attemptId: request.attemptId },
          },
          { idempotencyKey: `start:${request.attemptId}` },
        ),
      );
      const url = response.action && 'url' in response.action ? response.action.url : undefined;
      if (response.resultCode !== Types.checkout.PaymentResponse.ResultCodeEnum.RedirectShopper || !url || !response.pspReference) {
        throw new PaymentProviderError('ADYEN', 'invalid_response', `expected RedirectShopper with a URL and pspReference, got ${String(response.resultCode)}`);
      }
      return { kind: 'redirect', reference: response.pspReference, redirectUrl: url, status: 'ADYEN_PAYMENT_STARTED' };
    },

    async confirm(reference: string, returnCode?: string): Promise<ProviderPaymentState> {
      // Adyen has no status look-up: without the return's redirectResult the payment waits for the notification.
      if (!returnCode) return { reference, status: 'ADYEN_PAYMENT_STARTED', authorizedAmount: null };
      const result = await call(() => checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: returnCode } }));
      if (result.pspReference !== reference) throw new PaymentProviderError('ADYEN', 'refused', `the redirect result belongs to ${String(result.pspReference)}, not ${reference}`);
      const status = adyenAuthorizationStatus(result.resultCode);
      return { reference, status, authorizedAmount: status === 'APPROVED' ? (result.amount?.value ?? null) : null };
    },

    async capture(reference: string, amount: number, currency: Currency, idempotencyKey: string): Promise<void> {
      await call(() =>
        checkout.ModificationsApi.captureAuthorisedPayment(reference, { merchantAccount: options.merchantAccount, amount: { value: amount, currency }, reference: idempotencyKey.slice(0, 80) }, { idempotencyKey }),
      );
    },

    async release(reference: string, amount: number, currency: Currency, idempotencyKey: string, authorizedAfter?: number): Promise<void> {
      const modification = { merchantAccount: options.merchantAccount, reference: idempotencyKey.slice(0, 80) };
      if (authorizedAfter === undefined) {
        // A captured part: only a refund gives it back.
        await call(() => checkout.ModificationsApi.refundCapturedPayment(reference, { ...modification, amount: { value: amount, currency } }, { idempotencyKey }));
      } else if (authorizedAfter <= 0) {
        // Nothing of the authorisation is kept: it is cancelled whole.
        await call(() => checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(reference, modification, { idempotencyKey }));
      } else {
        // An uncaptured part: the authorisation is lowered to its new total, which frees the part at once.
        // The total counts every release stored so far, so it only falls: a retry after another release
        // sets the lower total (a new request, hence the total in the key), and setting a total twice is harmless.
        const key = `${idempotencyKey}:to-${authorizedAfter}`;
        await call(() => checkout.ModificationsApi.updateAuthorisedAmount(reference, { ...modification, amount: { value: authorizedAfter, currency } }, { idempotencyKey: key }));
      }
    },

    async abandon(): Promise<void> {
      // A redirect payment the shopper never finished holds no authorisation at Adyen, so there is
      // nothing to cancel; it expires there. Should it be authorised after all, its AUTHORISATION
      // notification reaches a checkout no longer waiting for it and the payment is released whole.
    },

    parseWebhook(rawBody: Buffer): ProviderWebhookEvent[] | null {
      const parsed = parseNotification(notificationSchema, rawBody);
      if (!parsed) return null;
      const items = parsed.notificationItems.map((entry) => entry.NotificationRequestItem);
      for (const item of items) {
        if (item.merchantAccountCode !== options.merchantAccount) return null;
        try {
          if (!validator.validateHMAC(item as unknown as Types.notification.NotificationRequestItem, options.hmacKey)) return null;
        } catch {
          return null;
        }
      }
      return items.map((item) => ({
        // Adyen's own de-duplication key: the same pspReference, eventCode and success is the same event.
        eventId: `${item.pspReference}:${item.eventCode}:${item.success}`,
        reference: item.originalReference ?? item.pspReference,
        status: item.eventCode === 'AUTHORISATION' ? (item.success === 'true' ? 'APPROVED' : /cancel/i.test(item.reason ?? '') ? 'CANCELLED' : 'FAILED') : null,
        kind: item.eventCode,
      }));
    },
  };
}
