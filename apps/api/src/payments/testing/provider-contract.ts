import type { PaymentProvider, StartedPayment, StartPaymentRequest } from '../payment-provider-port';

/**
 * What every adapter's `abandon` must do: a payment the shopper left open is cancelled, and a retried
 * abandon (same key) is harmless; a payment already authorised (by `authorise`) is left as it is.
 */
export async function expectAbandonCancelsOnlyOpenPayments(
  provider: PaymentProvider,
  request: () => StartPaymentRequest,
  authorise: (started: StartedPayment) => Promise<void>,
  authorizedAmount: number,
): Promise<void> {
  const open = await provider.start(request());
  await provider.abandon(open.reference, 'pay-1:abandon');
  await provider.abandon(open.reference, 'pay-1:abandon');
  expect((await provider.confirm(open.reference)).status).toBe('CANCELLED');
  const authorised = await provider.start(request());
  await authorise(authorised);
  await provider.abandon(authorised.reference, 'pay-2:abandon');
  expect(await provider.confirm(authorised.reference)).toMatchObject({ status: 'APPROVED', authorizedAmount });
}

/**
 * What every adapter's `confirm` must do with each answer the shopper can give at the provider: a new
 * payment, answered with `outcome` (`answer` returns the return code the browser brings back, if the
 * provider sends one), is read back as `status`.
 */
export async function expectAnswerReadAs(
  provider: PaymentProvider,
  request: StartPaymentRequest,
  answer: (started: StartedPayment, outcome: string) => Promise<string | undefined>,
  outcome: string,
  status: string,
): Promise<void> {
  const started = await provider.start(request);
  const returnCode = await answer(started, outcome);
  expect((await provider.confirm(started.reference, returnCode)).status).toBe(status);
}
