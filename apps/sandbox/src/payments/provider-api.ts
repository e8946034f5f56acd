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
 * How a provider's API answers a call: `answer(req, res, run, status)` runs the call through the
 * idempotency keys and answers what it returns with `status`; the provider's refusal, thrown inside the
 * run, becomes its error answer there, so a retry with the same key gets the same answer.
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
  return (req: Request, res: Response, run: () => unknown, status = 200): void => send(req, res, () => attempt(run, status));
}
