/**
 * Providers that refuse every payment: what a process runs with when no provider adapter is wired in.
 * Starting a payment fails (the shopper gets FAILED_CHECKOUT and nothing is ordered); webhooks read as
 * unsigned.
 */
import type { PaymentProvider, PaymentProviderId } from './payment-provider-port';
import type { PaymentProviders } from './payment-service';

function unavailable(id: PaymentProviderId): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new Error(`no ${id} payment provider is configured`);
  };
  return { id, start: refuse, confirm: refuse, capture: refuse, release: refuse, parseWebhook: () => null };
}

export function unavailablePaymentProviders(): PaymentProviders {
  return { AVARDA: unavailable('AVARDA'), ADYEN: unavailable('ADYEN'), STRIPE: unavailable('STRIPE') };
}
