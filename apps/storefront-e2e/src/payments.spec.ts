// Issue 16: paying through the providers' sandboxes: Avarda Checkout 3.0 (card, invoice, credit), Adyen, Stripe.
import { expect, test, type Page } from '@playwright/test';
import type { TwoShopProduct } from './support/cart-offers';
import { setUpTwoShopCheckout } from './support/checkout-set-up';
import { addToCart, reviewCheckout } from './support/checkout-journey';
import { expectNoSeriousViolations } from './support/axe';
import { expectHydrated, gotoHydrated } from './support/hydration';
import { addMerchantFault, merchantOrderCount } from './support/merchant-shops';
import { answerAtAdyen, answerAtAvarda, answerAtStripe, expectReceipt, expectRefusal, METHOD, sandboxPayments, startPayment } from './support/payments';

let product: TwoShopProduct;
setUpTwoShopCheckout((found) => {
  product = found;
});

/** Presses Tab until the element has the focus (a bounded number of times), as a keyboard user moves. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, maxSteps = 80) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('paying for a checkout', () => {
  test('Stripe approved: the receipt, and the shop took the order', async ({ page, request }) => {
    await gotoHydrated(page, product.path);
    await addToCart(page, product.cheaper.title);
    await gotoHydrated(page, '/checkout/shipping');
    await expectNoSeriousViolations(page, 'the address form');
    await reviewCheckout(page, product, []);
    await expectNoSeriousViolations(page, 'the review with the payment methods');
    await startPayment(page, METHOD.stripe);
    await answerAtStripe(page, 'Approve the payment');
    await expectReceipt(page);
    await expectNoSeriousViolations(page, 'the receipt');
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
  });

  test('a provider return the shop cannot use is explained, with a way back', async ({ page }) => {
    const response = await page.goto('/auth_response?checkoutId=no-such-checkout');
    expect(response?.status()).toBe(400);
    await expectHydrated(page);
    await expect(page.getByRole('main').getByRole('alert')).toContainText("The payment provider's return was missing details.");
    await expect(page.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', '/checkout/processing?checkoutId=no-such-checkout');
    await expectNoSeriousViolations(page, 'a provider return without its code');
  });

  test('Adyen refused, then paid with Stripe: one order, the refusal never charged', async ({ page, request }) => {
    const before = new Set((await sandboxPayments(request)).map((payment) => payment.id));
    await reviewCheckout(page, product, ['cheaper']);
    await startPayment(page, METHOD.adyen);
    await answerAtAdyen(page, 'Refused');
    await expectRefusal(page, /did not go through and you have not been charged/);
    await expectNoSeriousViolations(page, 'the review after a refusal');
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(0);

    await startPayment(page, METHOD.stripe);
    await answerAtStripe(page, 'Approve the payment');
    await expectReceipt(page);
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
    // This checkout's payments at the providers: the refused Adyen one never captured, the Stripe one captured.
    const ours = (await sandboxPayments(request)).filter((payment) => !before.has(payment.id));
    expect(ours.filter((payment) => payment.provider === 'ADYEN').map((payment) => payment.captured)).toEqual([0]);
    await expect.poll(async () => (await sandboxPayments(request)).some((payment) => !before.has(payment.id) && payment.provider === 'STRIPE' && payment.captured > 0)).toBe(true);
  });

  test('Avarda card', async ({ page, request }) => {
    await reviewCheckout(page, product, ['cheaper']);
    await startPayment(page, METHOD.avardaCard);
    await expect(page).toHaveURL(/\/avarda-checkout-v3\?checkoutId=/);
    await expectHydrated(page);
    await expect(page.frameLocator('#avarda-checkout-root iframe').getByRole('button', { name: 'Complete purchase' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Avarda checkout');
    await answerAtAvarda(page, 'Card', 'Approve');
    await expectReceipt(page);
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
  });

  // One answer at the provider: a receipt and the shop's order, or the refusal explained and no order.
  const singleAnswers: { title: string; method: string; answer: (page: Page) => Promise<void>; refusal?: RegExp }[] = [
    { title: 'Adyen authorised', method: METHOD.adyen, answer: (page) => answerAtAdyen(page, 'Authorised') },
    { title: 'Avarda invoice', method: METHOD.avardaInvoice, answer: (page) => answerAtAvarda(page, 'Invoice', 'Approve') },
    {
      title: 'Avarda credit denied: explained, nothing ordered, another method offered',
      method: METHOD.avardaCredit,
      answer: (page) => answerAtAvarda(page, 'Part payment (credit)', 'Credit denied (AVARDA_CREDIT_DENIED)'),
      refusal: /Avarda could not grant credit for this purchase/,
    },
  ];
  for (const { title, method, answer, refusal } of singleAnswers) {
    test(title, async ({ page, request }) => {
      await reviewCheckout(page, product, ['cheaper']);
      await startPayment(page, method);
      await answer(page);
      if (refusal) await expectRefusal(page, refusal);
      else await expectReceipt(page);
      expect(await merchantOrderCount(request, product.cheaper.id)).toBe(refusal ? 0 : 1);
    });
  }

  test('one of two shops failing at placement: one order, and its part released at the provider', async ({ page, request }) => {
    const before = new Set((await sandboxPayments(request)).map((payment) => payment.id));
    await addMerchantFault(request, product.dearer.id, { kind: 'outOfStock', available: 0, operations: ['placeOrder'] });
    await reviewCheckout(page, product, ['cheaper', 'dearer']);
    await startPayment(page, METHOD.stripe);
    await answerAtStripe(page, 'Approve the payment');
    await expect(page).toHaveURL(/\/checkout\/success\?/, { timeout: 45_000 });
    const failed = page.getByRole('region', { name: product.dearer.title, exact: true });
    await expect(failed.getByRole('alert')).toContainText('You have not been charged for it.', { timeout: 45_000 });
    await expect(failed).toContainText(/has been refunded or released/);
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
    expect(await merchantOrderCount(request, product.dearer.id)).toBe(0);
    // The provider's own record: the cheaper shop's part captured, the failed shop's part voided or refunded.
    await expect
      .poll(async () => {
        const [stripe] = (await sandboxPayments(request)).filter((payment) => !before.has(payment.id) && payment.provider === 'STRIPE');
        return stripe ? { captured: stripe.captured > 0, released: stripe.operations.some((op) => op.kind === 'void' || op.kind === 'refund') } : null;
      })
      .toEqual({ captured: true, released: true });
  });

  test('the whole purchase with the keyboard alone', async ({ page, request }) => {
    await reviewCheckout(page, product, ['cheaper']);
    // Tab into the payment methods, choose Stripe with the arrow keys, Tab to the pay button and press Enter.
    const methods = page.getByRole('group', { name: 'Choose how to pay' });
    await tabTo(page, methods.getByRole('radio').first());
    await page.keyboard.press('Space');
    const stripe = methods.getByRole('radio', { name: METHOD.stripe, exact: true });
    for (let step = 0; step < 10 && !(await stripe.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
    await expect(stripe).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm payment' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Approve the payment', exact: true }));
    await page.keyboard.press('Enter');
    await expectReceipt(page);
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
  });
});
