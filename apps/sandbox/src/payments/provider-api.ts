import type { Request, Response } from 'express';
import { idempotent, type IdempotentResult, type PaymentsContext } from './payments-context';

export interface ProviderRefusals<E extends Error & { status: number }> {
  /** The idempotency keys' scope in the sandbox state ('adyen', 'avarda', 'stripe'). */
  scope: string;
  /** The provider's refusal: thrown inside a call, answered with its status and `errorBody`. */
  Refusal: abstract new (...args: never[]) => E;
  errorBody: (error: E) => unknown;
  /** The refusal of a key used again with another request. */
  conflict: (key: string) => E;
  /** Stripe repeats the Idempotency-Key header in its answer. */
  echoIdempotencyKey?: boolean;
}

/**
 * How a provider's API answers its calls: `attempt` runs a call, turning the provider's refusal into
 * its error answer (inside the idempotent run, so a retry with the same key gets the same answer), and
 * `send` answers the request through the idempotency keys.
 */
export function providerAnswers<E extends Error & { status: number }>(ctx: PaymentsContext, refusals: ProviderRefusals<E>) {
  const attempt = (run: () => unknown, status = 200): IdempotentResult => {
    try {
      return { status, body: run() };
    } catch (error) {
      if (error instanceof refusals.Refusal) return { status: error.status, body: refusals.errorBody(error) };
      throw error;
    }
  };
  const send = (req: Request, res: Response, run: () => IdempotentResult): void => {
    const key = req.get('idempotency-key');
    const result = idempotent(ctx, refusals.scope, key, { path: req.path, body: req.body as unknown }, run);
    if ('conflict' in result) throw refusals.conflict(key ?? '');
    if (key && refusals.echoIdempotencyKey) res.set('Idempotency-Key', key);
    res.status(result.status).json(result.body);
  };
  return { attempt, send };
}
