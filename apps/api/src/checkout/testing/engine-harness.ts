/**
 * A checkout engine on a test database with fake shops and carts, and helpers to wait for it. Two
 * harnesses on one database stand for two API processes (or one restarted).
 */
import { createLogger } from '@kori/util-log';
import type { DatabaseHandle } from '../../db/open-database';
import { createJobQueue } from '../../jobs/job-queue';
import { testJobQueueSchema } from '../../testing/test-database';
import { createCheckoutEngine, type CheckoutEngine } from '../checkout-engine';
import type { AddressValidator } from '../checkout-ports';
import type { CheckoutStatus } from '../checkout-status';
import type { CheckoutCoupons } from '../../coupons/checkout-coupons';
import { createStandInPaymentAuthorizer, type PaymentAuthorizer } from '../payment-authorizer';
import type { FakeMerchantShops } from './fake-merchant-shops';
import type { MemoryCarts } from './memory-carts';

export interface HarnessOptions {
  handle: DatabaseHandle;
  shops: FakeMerchantShops;
  carts: MemoryCarts;
  validateAddress?: AddressValidator;
  payments?: PaymentAuthorizer;
  coupons?: CheckoutCoupons;
}

export async function startEngine(options: HarnessOptions): Promise<CheckoutEngine> {
  const logger = createLogger({ service: 'checkout-test', level: 'error', write: () => undefined });
  const engine = createCheckoutEngine({
    db: options.handle.db,
    queue: createJobQueue({ target: options.handle.jobQueueTarget, logger, pollingIntervalSeconds: 0.5, schema: testJobQueueSchema() }),
    shops: options.shops,
    carts: options.carts,
    payments: options.payments ?? createStandInPaymentAuthorizer(),
    validateAddress: options.validateAddress ?? (() => []),
    ...(options.coupons ? { coupons: options.coupons } : {}),
    logger,
    retry: { retries: 2, baseDelayMs: 1 },
    // On PostgreSQL other test files' checkouts share the database: a test resumes its own.
    resumeOnStart: false,
  });
  await engine.start();
  return engine;
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
