// Issue 18: a coupon code at checkout, and invite-a-friend (the friend's discount, the referrer's reward by e-mail).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import type { TwoShopProduct } from './support/cart-offers';
import { setUpTwoShopCheckout } from './support/checkout-set-up';
import { addToCart, amountFor, centsIn, fillAddress, REVIEW_TIMEOUT_MS } from './support/checkout-journey';
import { setEnglishWithConsentDecided } from './support/cookies';
import { expectHydrated, gotoHydrated } from './support/hydration';
import { signIn } from './support/login';
import { clearMailbox, uniqueEmail } from './support/mailbox';
import { answerAtStripe, expectReceipt, METHOD, startPayment } from './support/payments';
import { sandboxUrl } from './support/servers';

let product: TwoShopProduct;
setUpTwoShopCheckout((found) => {
  product = found;
});

/** The cheaper shop's offer in the cart, the address filled in, up to the review. */
async function checkoutToReview(page: Page, email: string) {
  await gotoHydrated(page, product.path);
  await addToCart(page, product.cheaper.title);
  await gotoHydrated(page, '/checkout/shipping');
  await fillAddress(page, { Email: email });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your order' })).toBeVisible({ timeout: REVIEW_TIMEOUT_MS });
  await expectHydrated(page);
}

/** Types a code into the review's field and applies it; the review comes back priced with it. */
async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Discount or invitation code' }).fill(code);
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page).toHaveURL(new RegExp(`couponCode=${code}`, 'i'));
}

/** Pays by card on the provider's page and waits for the receipt. */
async function pay(page: Page): Promise<Locator> {
  await startPayment(page, METHOD.stripe);
  await answerAtStripe(page, 'Approve the payment');
  await expectReceipt(page);
  return page.getByRole('main');
}

const tenPercent = (cents: number) => Math.round(cents / 10);

const apiMailSchema = z.object({ messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string() })) });

/** The sandbox mailbox's messages to `email` (any kind, newest first). */
async function mailTo(request: APIRequestContext, email: string) {
  const response = await request.get(`${sandboxUrl}/mailbox/api?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return apiMailSchema.parse(await response.json()).messages;
}

test.describe('coupons and invite a friend', () => {
  test('checks out with STAR: the discount in the review, the totals and the receipt', async ({ page }) => {
    await checkoutToReview(page, uniqueEmail('star'));
    const main = page.getByRole('main');
    const owedBefore = await centsIn(amountFor(main, 'Total'));

    // A code that does not exist is said at the field, and nothing is taken off.
    await applyCode(page, 'nosuchcode');
    const field = page.getByRole('textbox', { name: 'Discount or invitation code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The code NOSUCHCODE cannot be used. There is no such discount code.');

    await applyCode(page, 'star');
    const discount = tenPercent(product.cheaper.price);
    await expect(page.getByText(/^Discount code STAR/)).toBeVisible();
    expect(await centsIn(amountFor(main, 'Discount'))).toBe(-discount);
    expect(await centsIn(amountFor(main, 'Total'))).toBe(owedBefore - discount);
    await expect(field).not.toHaveAttribute('aria-invalid');

    const receipt = await pay(page);
    await expect(receipt.getByText(/^Discount code STAR/)).toBeVisible();
    expect(Math.abs(await centsIn(amountFor(receipt, 'Discount')))).toBe(discount);
    expect(await centsIn(amountFor(receipt, 'Total paid'))).toBe(owedBefore - discount);
  });

  test("invites a friend: the friend's first order gets the discount and the referrer's mailbox the reward", async ({ page, browser, request }) => {
    const referrerEmail = uniqueEmail('referrer');
    const friendEmail = uniqueEmail('friend');
    await clearMailbox(request, referrerEmail);
    await clearMailbox(request, friendEmail);

    // Signed out, the page asks to sign in first, then shows the shopper's code and link.
    await gotoHydrated(page, '/invite-a-friend');
    await expect(page).toHaveURL(/\/\?login=1&returnTo=%2Finvite-a-friend|\/\?login=1&returnTo=\/invite-a-friend/);
    await signIn(page, request, referrerEmail);
    await expect(page).toHaveURL(/\/invite-a-friend$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invite a friend' })).toBeVisible();
    const code = (await page.locator('.kori-invite__code strong').innerText()).trim();
    expect(code).toMatch(/^K[0-9A-Z]{7}$/);
    const link = page.getByRole('textbox', { name: 'Your invitation link' });
    await expect(link).toHaveValue(new RegExp(`/\\?setUsedCoupon=${code}$`));
    const shareUrl = await link.inputValue();

    // The friend, in a browser of their own, follows the link, signs in and buys with the code.
    const friendContext = await browser.newContext();
    await setEnglishWithConsentDecided(friendContext);
    const friend = await friendContext.newPage();
    await gotoHydrated(friend, `${new URL(shareUrl).pathname}${new URL(shareUrl).search}`);
    await gotoHydrated(friend, '/?login=1');
    await signIn(friend, request, friendEmail);
    await checkoutToReview(friend, friendEmail);
    const owedBefore = await centsIn(amountFor(friend.getByRole('main'), 'Total'));
    await applyCode(friend, code);
    const discount = tenPercent(product.cheaper.price);
    await expect(friend.getByText(new RegExp(`^Discount code ${code}`))).toBeVisible();
    expect(await centsIn(amountFor(friend.getByRole('main'), 'Total'))).toBe(owedBefore - discount);
    const receipt = await pay(friend);
    await expect(receipt.getByText(new RegExp(`^Discount code ${code}`))).toBeVisible();

    // The referrer gets a code of their own by e-mail, once.
    await expect.poll(async () => (await mailTo(request, referrerEmail)).filter((mail) => /THANKS-/.test(mail.text)).length, { timeout: 30_000 }).toBe(1);
    const [reward] = (await mailTo(request, referrerEmail)).filter((mail) => /THANKS-/.test(mail.text));
    expect(reward?.subject).toBe('Kiitos, kun kutsuit ystävän Koriin');

    // A second order by the same friend does not get the code again.
    await checkoutToReview(friend, friendEmail);
    await applyCode(friend, code);
    await expect(friend.getByRole('textbox', { name: 'Discount or invitation code' })).toHaveAccessibleDescription(
      `The code ${code} cannot be used. The discount code has already been used.`,
    );
    await friendContext.close();
  });
});
