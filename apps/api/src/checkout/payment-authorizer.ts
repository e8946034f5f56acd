/**
 * Where perform gets the money: it authorizes the amount before any order is placed. The payments
 * work replaces the stand-in below with the real providers.
 */
import type { Currency } from '@kori/region';

export interface PaymentRequest {
  checkoutId: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  paymentMethod: string;
}

export type PaymentAuthorization = { approved: true; reference: string } | { approved: false };

export interface PaymentAuthorizer {
  authorize(request: PaymentRequest): Promise<PaymentAuthorization>;
}

/**
 * STAND-IN, never for a deployment: approves every payment without taking money, so checkouts can be
 * completed in development, tests and the sandbox until the payments work lands.
 */
export function createStandInPaymentAuthorizer(): PaymentAuthorizer {
  return {
    authorize: async (request) => ({ approved: true, reference: `stand-in:${request.checkoutId}` }),
  };
}

/** Declines everything: a deployment has no payment provider until the payments work lands. */
export function createNoPaymentAuthorizer(): PaymentAuthorizer {
  return { authorize: async () => ({ approved: false }) };
}

/** The stand-in outside a deployment only; a deployment declines (no provider yet). */
export function paymentAuthorizerFor(deployment: boolean): PaymentAuthorizer {
  return deployment ? createNoPaymentAuthorizer() : createStandInPaymentAuthorizer();
}
