/**
 * A checkout engine on a test database with fake shops and carts, and helpers to wait for it. Two
 * harnesses on one database stand for two API processes (or one restarted).
 */
import { createLogger } from '@kori/util-log';
import type { DatabaseHandle } from '../../db/open-database';
import { createJobQueue } from '../../jobs/job-queue';
import { testJobQueueSchema } from '../../testing/test-database';
import { createCheckoutEngine, type CheckoutEngine, type PerformInput, type PerformResult, type Requester } from '../checkout-engine';
import type { AddressValidator } from '../checkout-ports';
import type { CheckoutStatus } from '../checkout-status';
import { providerForMethod } from '../../payments/payment-provider-port';
import type { PaymentView } from '../../payments/payment-service';
import { createFakePaymentProviders, type FakePaymentProviders } from '../../payments/testing/fake-payment-provider';
import type { FakeMerchantShops } from './fake-merchant-shops';
import type { MemoryCarts } from './memory-carts';

export interface HarnessOptions {
  handle: DatabaseHandle;
  shops: FakeMerchantShops;
  carts: MemoryCarts;
  validateAddress?: AddressValidator;
  /** Fake payment providers (default: new ones; read them back with `providersOf`). */
  providers?: FakePaymentProviders;
}

const providersByEngine = new WeakMap<CheckoutEngine, FakePaymentProviders>();

/** The fake payment providers an engine of `startEngine` pays through. */
export function providersOf(engine: CheckoutEngine): FakePaymentProviders {
  const providers = providersByEngine.get(engine);
  if (!providers) throw new Error('engine not started by startEngine');
  return providers;
}

export const TEST_STOREFRONT_URL = 'https://shop.test';

export async function startEngine(options: HarnessOptions): Promise<CheckoutEngine> {
  const providers = options.providers ?? createFakePaymentProviders();
  const logger = createLogger({ service: 'checkout-test', level: 'error', write: () => undefined });
  const engine = createCheckoutEngine({
    db: options.handle.db,
    queue: createJobQueue({ target: options.handle.jobQueueTarget, logger, pollingIntervalSeconds: 0.5, schema: testJobQueueSchema() }),
    shops: options.shops,
    carts: options.carts,
    providers,
    storefrontUrl: TEST_STOREFRONT_URL,
    validateAddress: options.validateAddress ?? (() => []),
    logger,
    retry: { retries: 2, baseDelayMs: 1 },
    // On PostgreSQL other test files' checkouts share the database: a test resumes its own.
    resumeOnStart: false,
  });
  await engine.start();
  providersByEngine.set(engine, providers);
  return engine;
}

/**
 * Performs, then has the provider approve the payment and the shopper return (verifyPayment): the
 * path of a shopper who pays. Returns perform's answer and the return's.
 */
export async function performAndPay(
  engine: CheckoutEngine,
  input: PerformInput,
  requester: Requester = null,
): Promise<{ performed: PerformResult; verified: PaymentView | null }> {
  const performed = await engine.perform(input, requester);
  if (performed.status !== 'PERFORM' || performed.cartError) return { performed, verified: null };
  const provider = providersOf(engine)[providerForMethod(input.paymentMethod)];
  provider.decide(provider.referenceOf(input.checkoutId), 'APPROVED');
  const verified = await engine.verifyPayment(input.checkoutId, 'returned', requester);
  return { performed, verified };
}

/** Waits until the checkout reaches one of `statuses` (polls the database). */
export async function waitForStatus(
  engine: CheckoutEngine,
  checkoutId: string,
  statuses: CheckoutStatus[],
  timeoutMs = 20_000,
  requester: string | null = null,
): Promise<CheckoutStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await engine.read(checkoutId, requester);
    const status = record?.checkout.status;
    if (status && statuses.includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`checkout ${checkoutId} stayed ${status ?? 'missing'}, expected ${statuses.join(' or ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
