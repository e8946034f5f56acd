import { Router } from 'express';

/** The payment providers the sandbox will stand in for; see README.md in this folder for what each adds. */
export const PLANNED_PAYMENT_PROVIDERS = [
  { id: 'avarda-checkout-v3', name: 'Avarda Checkout v3', methods: ['AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_CREDIT', 'AVARDA_CHECKOUTV3_INVOICE'] },
  { id: 'adyen', name: 'Adyen', methods: ['ADYEN'] },
  { id: 'stripe', name: 'Stripe', methods: ['STRIPE'] },
] as const;

export function createPaymentsRouter(): Router {
  const router = Router();
  // Lets the API's payment adapters and a developer check what the sandbox offers before the providers exist.
  router.get('/payments/health', (_req, res) => {
    res.json({
      status: 'ok',
      providers: PLANNED_PAYMENT_PROVIDERS.map((provider) => ({ ...provider, implemented: false })),
    });
  });
  return router;
}
