import type { ApiEnv } from '../../config/env';
import type { PaymentProvider, PaymentProviderId } from '../payment-provider-port';
import { createAdyenProvider } from './adyen-provider';
import { createAvardaProvider } from './avarda-provider';
import { createStripeProvider } from './stripe-provider';

export type PaymentProviders = Record<PaymentProviderId, PaymentProvider>;

export type PaymentProvidersEnv = Pick<
  ApiEnv,
  | 'STRIPE_API_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'ADYEN_CHECKOUT_URL'
  | 'ADYEN_API_KEY'
  | 'ADYEN_MERCHANT_ACCOUNT'
  | 'ADYEN_HMAC_KEY'
  | 'AVARDA_API_URL'
  | 'AVARDA_CLIENT_ID'
  | 'AVARDA_CLIENT_SECRET'
  | 'PAYMENT_PROVIDER_TIMEOUT_MS'
>;

/**
 * Where each provider takes the API's webhooks: the paths the sandbox posts to (under its KORI_API_URL)
 * and the ones to register with the real providers.
 */
export const PAYMENT_WEBHOOK_PATHS: Record<PaymentProviderId, string> = {
  STRIPE: '/webhooks/stripe',
  ADYEN: '/webhooks/adyen',
  AVARDA: '/webhooks/avarda',
};

/**
 * The three payment providers the environment names (the sandbox's by default). The environment's
 * validation already refused sandbox URLs and credentials in a deployment.
 */
export function paymentProvidersFromEnv(env: PaymentProvidersEnv, fetchImpl?: typeof fetch): PaymentProviders {
  const timeoutMs = env.PAYMENT_PROVIDER_TIMEOUT_MS;
  return {
    STRIPE: createStripeProvider({ apiUrl: env.STRIPE_API_URL, secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, timeoutMs }),
    ADYEN: createAdyenProvider({ checkoutUrl: env.ADYEN_CHECKOUT_URL, apiKey: env.ADYEN_API_KEY, merchantAccount: env.ADYEN_MERCHANT_ACCOUNT, hmacKey: env.ADYEN_HMAC_KEY, timeoutMs, fetch: fetchImpl }),
    AVARDA: createAvardaProvider({ apiUrl: env.AVARDA_API_URL, clientId: env.AVARDA_CLIENT_ID, clientSecret: env.AVARDA_CLIENT_SECRET, timeoutMs, fetch: fetchImpl }),
  };
}
