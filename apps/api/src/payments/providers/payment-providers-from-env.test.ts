import { loadApiEnv } from '../../config/env';
import { providerForMethod, PAYMENT_METHODS } from '../payment-provider-port';
import { startRequest, usePaymentSandbox } from '../testing/start-payment-sandbox';
import { paymentProvidersFromEnv } from './payment-providers-from-env';

const sandbox = usePaymentSandbox();

describe('paymentProvidersFromEnv', () => {
  it('points all three providers at the sandbox under SANDBOX_URL with the sandbox credentials by default', async () => {
    const providers = paymentProvidersFromEnv(loadApiEnv({ SANDBOX_URL: sandbox.url }));
    expect(Object.keys(providers).sort()).toEqual(['ADYEN', 'AVARDA', 'STRIPE']);
    for (const method of PAYMENT_METHODS) {
      const provider = providers[providerForMethod(method)];
      expect(provider.id).toBe(providerForMethod(method));
      const started = await provider.start(startRequest({ paymentMethod: method }));
      expect(started.reference).toBeTruthy();
    }
  });
});
