import { randomUUID } from 'node:crypto';
import type { Logger } from '@kori/util-log';
import type { StateStore } from '../state/state-store';
import type { SandboxPaymentProvider, WebhookDelivery } from './payment-state-schema';

/** Headers made afresh for each attempt (Stripe signs the attempt's own timestamp). */
export type AttemptSigner = (body: string, epochMs: number) => Record<string, string>;

export interface WebhookSenderOptions {
  store: StateStore;
  logger: Logger;
  retryMs: number;
  maxAttempts: number;
  signers: Partial<Record<SandboxPaymentProvider, AttemptSigner>>;
  /** Real time: retries follow the wall clock even when a test holds the sandbox's clock still. */
  wallClock?: () => number;
  fetch?: typeof fetch;
}

export interface WebhookSender {
  enqueue(delivery: Pick<WebhookDelivery, 'provider' | 'paymentId' | 'url' | 'kind' | 'body'> & { headers?: Record<string, string> }): WebhookDelivery;
  /** Attempts every due delivery now and resolves when they are done. */
  flush(): Promise<void>;
  dispose(): void;
}

const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Posts provider notifications to the API and retries a failed one every `retryMs` until the API
 * answers 2xx or `maxAttempts` attempts were made (Avarda: every 10 minutes, 20 times).
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { store, logger, retryMs, maxAttempts, signers } = options;
  const wall = options.wallClock ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const deliveries = () => store.state.payments.webhooks;
  let timer: NodeJS.Timeout | undefined;
  let disposed = false;
  const running = new Set<string>();

  async function attempt(delivery: WebhookDelivery): Promise<void> {
    if (running.has(delivery.id)) return;
    running.add(delivery.id);
    const at = wall();
    const headers = { 'content-type': 'application/json', ...delivery.headers, ...(signers[delivery.provider]?.(delivery.body, at) ?? {}) };
    let problem: string | null = null;
    try {
      const response = await doFetch(delivery.url, { method: 'POST', headers, body: delivery.body, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) problem = `HTTP ${response.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    } finally {
      running.delete(delivery.id);
    }
    delivery.attempts += 1;
    if (problem === null) {
      delivery.deliveredAt = wall();
      delivery.nextAttemptAt = null;
      delivery.lastError = null;
      logger.info('Webhook delivered', { id: delivery.id, provider: delivery.provider, kind: delivery.kind, attempts: delivery.attempts });
    } else {
      delivery.lastError = problem;
      delivery.nextAttemptAt = delivery.attempts >= maxAttempts ? null : wall() + retryMs;
      logger.warn('Webhook delivery failed', { id: delivery.id, provider: delivery.provider, kind: delivery.kind, attempts: delivery.attempts, problem, givenUp: delivery.nextAttemptAt === null });
    }
    if (!disposed) store.save();
  }

  async function runDue(): Promise<void> {
    const now = wall();
    const due = deliveries().filter((delivery) => delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now);
    await Promise.all(due.map(attempt));
  }

  function schedule(): void {
    if (disposed) return;
    if (timer) clearTimeout(timer);
    const next = deliveries().reduce<number | null>((soonest, d) => (d.nextAttemptAt !== null && !running.has(d.id) && (soonest === null || d.nextAttemptAt < soonest) ? d.nextAttemptAt : soonest), null);
    if (next === null) return;
    timer = setTimeout(() => {
      timer = undefined;
      void runDue().finally(schedule);
    }, Math.max(0, next - wall()));
    timer.unref();
  }

  // Deliveries a previous run left unfinished go on where they stopped.
  schedule();

  return {
    enqueue(input) {
      const delivery: WebhookDelivery = {
        id: `whd_${randomUUID()}`,
        provider: input.provider,
        paymentId: input.paymentId,
        url: input.url,
        kind: input.kind,
        body: input.body,
        headers: input.headers ?? {},
        attempts: 0,
        nextAttemptAt: wall(),
        deliveredAt: null,
        lastError: null,
      };
      deliveries().push(delivery);
      store.save();
      schedule();
      return delivery;
    },
    async flush() {
      await runDue();
      schedule();
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
