import {
  addedItemSchema,
  createCartResponseSchema,
  deliveryOptionsResponseSchema,
  errorResponseSchema,
  merchantShopPaths as paths,
  okResponseSchema,
  placedOrderSchema,
  SHOP_FAILURE_CODES,
  type ShopError,
} from '@kori/merchant-shop-protocol';
import type { MerchantShop, MerchantShopError, MerchantShopErrorCode, MerchantShopResult, MerchantShops } from './merchant-shop-port';

export interface HttpMerchantShopsOptions {
  /** The shops' base URL, e.g. `http://127.0.0.1:4010/merchant-shops`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>`. */
  agentToken: string;
  /** Per request, until the whole answer has arrived. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Codes the port knows; the protocol's own (bad request, token, unknown shop, closed cart) are Kori's faults, not the shop's. */
const PORT_CODES: ReadonlySet<string> = new Set(SHOP_FAILURE_CODES);

const failure = (error: MerchantShopError): MerchantShopResult<never> => ({ ok: false, error });

function portError(error: ShopError): MerchantShopError {
  const code = PORT_CODES.has(error.code) ? (error.code as MerchantShopErrorCode) : 'SERVER_ERROR';
  const mapped: MerchantShopError = { code };
  if (error.field !== undefined) mapped.field = error.field;
  if (error.available !== undefined) mapped.available = error.available;
  if (error.unitPrice !== undefined) mapped.unitPrice = error.unitPrice;
  if (error.minimumAmount !== undefined) mapped.minimumAmount = error.minimumAmount;
  if (error.skus !== undefined) mapped.skus = error.skus;
  return mapped;
}

/**
 * The merchant shops over their JSON HTTP API. Every answer is validated: a timeout is TIMEOUT, a 5xx,
 * a body that is not the protocol's, or a refused request of Kori's own making is SERVER_ERROR; a bot
 * wall that answers 403/429 without the protocol's body is AGENT_BLOCKED.
 */
export function createHttpMerchantShops(options: HttpMerchantShopsOptions): MerchantShops {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;

  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, parser: Parser<T>): Promise<MerchantShopResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${options.agentToken}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let json: unknown;
    // One signal for the whole exchange: a shop that sends headers and then stalls is a timeout too.
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
      status = response.status;
      const text = await response.text();
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    } catch {
      // The abort's error object may come from another realm (test environments), so ask the signal.
      return failure({ code: signal.aborted ? 'TIMEOUT' : 'SERVER_ERROR' });
    }
    if (status >= 200 && status < 300) {
      const parsed = parser.safeParse(json);
      return parsed.success ? { ok: true, value: parsed.data } : failure({ code: 'SERVER_ERROR' });
    }
    const error = errorResponseSchema.safeParse(json);
    if (error.success && status < 500) return failure(portError(error.data.error));
    if (!error.success && (status === 403 || status === 429)) return failure({ code: 'AGENT_BLOCKED' });
    return failure({ code: 'SERVER_ERROR' });
  }

  const okOnly: Parser<null> = {
    safeParse: (value) => (okResponseSchema.safeParse(value).success ? { success: true, data: null } : { success: false }),
  };

  return {
    forMerchant(merchantId: string): MerchantShop {
      return {
        createCart: () => call('POST', paths.carts(merchantId), undefined, createCartResponseSchema),
        addItem: (cartId, item) => call('POST', paths.items(merchantId, cartId), item, addedItemSchema),
        setContact: (cartId, contact) => call('PUT', paths.contact(merchantId, cartId), contact, okOnly),
        async deliveryOptions(cartId) {
          const answer = await call('GET', paths.deliveryOptions(merchantId, cartId), undefined, deliveryOptionsResponseSchema);
          return answer.ok ? { ok: true, value: answer.value.options } : answer;
        },
        placeOrder: (cartId, order) => call('POST', paths.order(merchantId, cartId), order, placedOrderSchema),
        cancelOrder: (orderReference) => call('POST', paths.cancel(merchantId, orderReference), undefined, okOnly),
      };
    },
  };
}
