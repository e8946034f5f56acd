import type { ApiEnv } from '../config/env';
import { createHttpMerchantShops } from './http-merchant-shops';
import type { MerchantShops } from './merchant-shop-port';

/** The merchant shops the environment names (the sandbox's by default). */
export function merchantShopsFromEnv(env: Pick<ApiEnv, 'MERCHANT_SHOPS_URL' | 'MERCHANT_AGENT_TOKEN' | 'MERCHANT_SHOP_TIMEOUT_MS'>, fetchImpl?: typeof fetch): MerchantShops {
  return createHttpMerchantShops({ baseUrl: env.MERCHANT_SHOPS_URL, agentToken: env.MERCHANT_AGENT_TOKEN, timeoutMs: env.MERCHANT_SHOP_TIMEOUT_MS, fetch: fetchImpl });
}
