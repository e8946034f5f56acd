/**
 * The three providers' adapters as the environment configures them: base URLs and credentials (the
 * sandbox's by default; a deployment refuses those at boot, see config/env.ts).
 */
import type { ApiEnv } from '../config/env';
import type { PaymentProviders } from './payment-service';
import { createAdyenProvider } from './providers/adyen-provider';
import { createAvardaProvider } from './providers/avarda-provider';
import { createStripeProvider } from './providers/stripe-provider';

type PaymentEnv = Pick<
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

export function paymentProvidersFromEnv(env: PaymentEnv): PaymentProviders {
  const timeoutMs = env.PAYMENT_PROVIDER_TIMEOUT_MS;
  return {
    STRIPE: createStripeProvider({ apiUrl: env.STRIPE_API_URL, secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, timeoutMs }),
    ADYEN: createAdyenProvider({
      checkoutUrl: env.ADYEN_CHECKOUT_URL,
      apiKey: env.ADYEN_API_KEY,
      merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
      hmacKey: env.ADYEN_HMAC_KEY,
      timeoutMs,
    }),
    AVARDA: createAvardaProvider({ apiUrl: env.AVARDA_API_URL, clientId: env.AVARDA_CLIENT_ID, clientSecret: env.AVARDA_CLIENT_SECRET, timeoutMs }),
  };
}
