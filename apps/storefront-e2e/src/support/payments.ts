// The payment step of the checkout and the sandbox's provider pages, driven by role as a shopper would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxUrl } from './servers';

// From the provider's answer to the receipt: the return, the API's confirmation, the placements and the page's polling.
export const RECEIPT_TIMEOUT_MS = 45_000;

/** The payment method names the review offers (English). */
export const METHOD = {
  avardaCard: 'Card',
  avardaInvoice: 'Invoice',
  avardaCredit: 'Part payment',
  adyen: 'Card (Adyen)',
  stripe: 'Card (Stripe)',
} as const;

/** Chooses a method on the review and starts the payment. */
export async function startPayment(page: Page, method: string) {
  const methods = page.getByRole('group', { name: 'Choose how to pay' });
  await methods.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

/** The sandbox's Stripe page: "Approve the payment", "Decline (card declined)", "Cancel and go back"... */
export async function answerAtStripe(page: Page, answer: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm payment' })).toBeVisible();
  await page.getByRole('group', { name: 'Choose what the card issuer answers' }).getByRole('button', { name: answer, exact: true }).click();
}

/** The sandbox's Adyen page: a result code, e.g. "Authorised" or "Refused". */
export async function answerAtAdyen(page: Page, resultCode: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Authenticate payment' })).toBeVisible();
  await page.getByRole('group', { name: 'Choose the result code Adyen gives' }).getByRole('button', { name: resultCode, exact: true }).click();
}

/**
 * The embedded Avarda checkout on /avarda-checkout-v3 (the sandbox's script mounts its frame): the
 * method ("Card", "Invoice", "Part payment (credit)"), what Avarda answers ("Approve", "Credit denied
 * (AVARDA_CREDIT_DENIED)", ...), then "Complete purchase".
 */
export async function answerAtAvarda(page: Page, method: string, answer: string) {
  await expect(page).toHaveURL(/\/avarda-checkout-v3\?checkoutId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with Avarda' })).toBeVisible();
  const checkout = page.frameLocator('#avarda-checkout-root iframe[title="Avarda checkout"]');
  await checkout.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: method, exact: true }).check();
  await checkout.getByRole('group', { name: 'What Avarda answers (sandbox)' }).getByRole('radio', { name: answer, exact: true }).check();
  await checkout.getByRole('button', { name: 'Complete purchase' }).click();
}

export async function expectReceipt(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/success\?/, { timeout: RECEIPT_TIMEOUT_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible({ timeout: RECEIPT_TIMEOUT_MS });
}

/** Back on the review after a refusal: the reason in words, and the methods to choose again. */
export async function expectRefusal(page: Page, reason: RegExp) {
  await expect(page).toHaveURL(/\/checkout\/processing\?/, { timeout: RECEIPT_TIMEOUT_MS });
  const alert = page.getByRole('alert').filter({ hasText: 'Your payment did not go through' });
  await expect(alert).toBeVisible({ timeout: RECEIPT_TIMEOUT_MS });
  await expect(alert).toContainText(reason);
  await expect(page.getByRole('group', { name: 'Choose how to pay' })).toBeVisible();
}

export interface SandboxPayment {
  id: string;
  provider: 'STRIPE' | 'ADYEN' | 'AVARDA';
  status: string;
  amount: number;
  captured: number;
  refunded: number;
  capturable: number;
  operations: { kind: 'capture' | 'void' | 'refund'; amount: number }[];
}

/** Every payment the sandbox's providers hold (their own record, not what the storefront says). */
export async function sandboxPayments(request: APIRequestContext): Promise<SandboxPayment[]> {
  const response = await request.get(`${sandboxUrl}/payments/api`);
  expect(response.ok(), 'sandbox payments').toBe(true);
  return ((await response.json()) as { payments: SandboxPayment[] }).payments;
}
