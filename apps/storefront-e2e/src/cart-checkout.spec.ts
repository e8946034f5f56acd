// Issue 15: one cart across shops and the multi-merchant checkout, against the sandbox merchant shops.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCart, amountFor, centsIn, fillAddress, FINNISH_ADDRESS, openCartPanel, REVIEW_TIMEOUT_MS } from './support/checkout-journey';
import type { TwoShopProduct } from './support/cart-offers';
import { setUpTwoShopCheckout } from './support/checkout-set-up';
import { expectHydrated, gotoHydrated } from './support/hydration';
import { addMerchantFault, merchantOrderCount } from './support/merchant-shops';
import { answerAtStripe, expectReceipt, METHOD, startPayment } from './support/payments';

// The agents take this long to add each product, so the progress is there to be seen (the engine waits 10 s).
const ADD_ITEM_LATENCY_MS = 3000;

let product: TwoShopProduct;
setUpTwoShopCheckout((found) => {
  product = found;
});

/** Both shops' offers of the product in the cart, from the product page through the header's cart panel. */
async function cartWithBothShops(page: Page): Promise<Locator> {
  await gotoHydrated(page, product.path);
  await addToCart(page, product.cheaper.title);
  await addToCart(page, product.dearer.title);
  return openCartPanel(page, 2);
}

/** Both shops' agents at work, merchant by merchant, then the review. */
async function expectProgressThenReview(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/processing\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'We are putting your order together' })).toBeVisible();
  for (const merchant of [product.cheaper.title, product.dearer.title]) {
    await expect(page.getByRole('progressbar', { name: merchant })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Check your order' })).toBeVisible({ timeout: REVIEW_TIMEOUT_MS });
}

async function slowDownAgents(request: Parameters<typeof addMerchantFault>[0]) {
  for (const merchant of [product.cheaper, product.dearer]) {
    await addMerchantFault(request, merchant.id, { kind: 'latency', ms: ADD_ITEM_LATENCY_MS, operations: ['addItem'] });
  }
}

test.describe('cart and multi-merchant checkout', () => {
  test('offers from two shops are grouped by shop, and the cheapest mix changes the cart', async ({ page }) => {
    const panel = await cartWithBothShops(page);

    // One group per shop, each with its line, and totals that add up.
    for (const merchant of [product.cheaper, product.dearer]) {
      const group = panel.getByRole('region', { name: merchant.title, exact: true });
      const lines = group.getByRole('list', { name: `Products from ${merchant.title}` }).getByRole('listitem');
      await expect(lines).toHaveCount(1);
      await expect(lines.getByRole('link', { name: product.name })).toBeVisible();
      expect(await centsIn(amountFor(group, 'Subtotal'))).toBe(merchant.price);
    }
    const itemsTotal = await centsIn(amountFor(panel, 'Products'));
    expect(itemsTotal).toBe(product.cheaper.price + product.dearer.price);
    const total = await centsIn(amountFor(panel, 'Total'));
    expect(total).toBe(itemsTotal + (await centsIn(amountFor(panel, 'Delivery'))));

    // The same product from two shops: buying both from one shop is cheaper (one delivery, one lower price).
    const mixBox = panel.getByRole('region', { name: 'Cheapest mix' });
    await expect(mixBox).toContainText(/Save .+ by buying the same products from other shops\./);
    await mixBox.getByRole('button', { name: 'Show the changes' }).click();
    const mixView = page.getByRole('dialog', { name: 'Cheapest mix' });
    const newTotalText = await mixView.getByText(/^Total with the cheapest mix: /).innerText();
    const newTotal = newTotalText.replace('Total with the cheapest mix: ', '');
    await mixView.getByRole('button', { name: 'Apply the cheapest mix' }).click();

    // Back on the cart: one shop left, the promised total, nothing more to propose.
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart.getByRole('status').filter({ hasText: 'The cheapest mix is now in your cart.' })).toHaveCount(1);
    await expect(cart.getByRole('region', { name: 'Cheapest mix' })).toHaveCount(0);
    const groups = cart.getByRole('list', { name: /^Products from / });
    await expect(groups).toHaveCount(1);
    await expect(groups.getByRole('listitem')).not.toHaveCount(0);
    await expect(amountFor(cart, 'Total')).toHaveText(newTotal);
    expect(await centsIn(amountFor(cart, 'Total'))).toBeLessThan(total);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items', exact: true })).toBeVisible();
  });

  test('checks out at two shops with a Finnish address, a delivery picked for one shop', async ({ page, request }) => {
    await slowDownAgents(request);
    const panel = await cartWithBothShops(page);
    await panel.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expectHydrated(page);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectProgressThenReview(page);

    // The review: each shop's line and its delivery options.
    for (const merchant of [product.cheaper, product.dearer]) {
      await expect(page.getByRole('region', { name: merchant.title, exact: true }).getByRole('listitem')).toContainText(product.name);
      await expect(page.getByRole('group', { name: `Delivery from ${merchant.title}` }).getByRole('radio')).not.toHaveCount(0);
    }
    await expect(page.getByRole('alert', { name: 'Needs your attention' })).toHaveCount(0);

    // Another delivery option for the cheaper shop (it offers more than one); the totals follow the choice.
    const cheaperOptions = page.getByRole('group', { name: `Delivery from ${product.cheaper.title}` });
    const options = cheaperOptions.getByRole('radio');
    await expect(options).toHaveCount(product.cheaper.deliveryTypes.length);
    const unchecked = options.and(page.locator(':not(:checked)')).first();
    const pickedLabel = (await unchecked.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    const [pickedType] = pickedLabel.split(' – ');
    // By its name from here on: "the first unchecked one" is another radio once this one is checked.
    const picked = cheaperOptions.getByRole('radio', { name: pickedLabel, exact: true });
    await picked.check();
    await expect(page).toHaveURL(new RegExp(`delivery\\.${product.cheaper.id}=`));
    await expect(picked).toBeChecked();

    await startPayment(page, METHOD.stripe);
    await answerAtStripe(page, 'Approve the payment');
    await expectReceipt(page);
    await expect(page.getByText(/^Order number: \S+$/)).toBeVisible();
    for (const merchant of [product.cheaper, product.dearer]) {
      await expect(page.getByRole('region', { name: merchant.title, exact: true })).toContainText('Ordered');
    }
    await expect(page.getByRole('region', { name: product.cheaper.title, exact: true })).toContainText(`${pickedType ?? pickedLabel} – `);
    // Each shop took exactly one order.
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
    expect(await merchantOrderCount(request, product.dearer.id)).toBe(1);
  });

  test('a shop behind a bot wall is shown on the review, and only the other shop is ordered from', async ({ page, request }) => {
    await addMerchantFault(request, product.dearer.id, { kind: 'agentBlocked' });
    const panel = await cartWithBothShops(page);
    await panel.getByRole('link', { name: 'Check out' }).click();
    await expectHydrated(page);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your order' })).toBeVisible({ timeout: REVIEW_TIMEOUT_MS });

    const problems = page.getByRole('alert', { name: 'Needs your attention' });
    await expect(problems).toContainText(
      `${product.dearer.title}: The merchant's shop did not let us place the order for you. Buy these products from another merchant or on the merchant's own site.`,
    );
    await expect(problems).not.toContainText(product.cheaper.title);
    await expect(page.getByRole('region', { name: product.dearer.title, exact: true }).getByRole('listitem')).toContainText(`${product.name} × 1`);
    await expect(page.getByRole('region', { name: product.dearer.title, exact: true }).getByRole('listitem')).toContainText('(not available)');

    await startPayment(page, METHOD.stripe);
    await answerAtStripe(page, 'Approve the payment');
    await expectReceipt(page);
    // The receipt has the order that was placed; the blocked shop's product is neither ordered nor charged.
    const orders = page.getByRole('region', { name: 'Your orders (1 product)' });
    await expect(orders.getByRole('region', { name: product.cheaper.title, exact: true })).toContainText('Ordered');
    await expect(orders.getByRole('region', { name: product.dearer.title, exact: true })).toHaveCount(0);
    const main = page.getByRole('main');
    expect(await centsIn(amountFor(main, 'Products'))).toBe(product.cheaper.price);
    expect(await centsIn(amountFor(main, 'Total paid'))).toBe(product.cheaper.price + (await centsIn(amountFor(main, 'Delivery'))));
    expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
    expect(await merchantOrderCount(request, product.dearer.id)).toBe(0);
  });

  test('an invalid or Åland postal code is explained at the field, with the input kept', async ({ page }) => {
    await gotoHydrated(page, product.path);
    await addToCart(page, product.cheaper.title);
    await gotoHydrated(page, '/checkout/shipping');
    const postalCode = page.getByLabel('Postal code', { exact: true });

    await fillAddress(page, { 'Postal code': '2210' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postalCode).toHaveAccessibleDescription(/Check the postal code\. It is written like \d{5}\./);
    await expect(postalCode).toHaveValue('2210');
    await expect(postalCode).toBeFocused();
    await expect(page.getByLabel('Street address', { exact: true })).toHaveValue(FINNISH_ADDRESS['Street address']);

    await postalCode.fill('22100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(postalCode).toHaveAccessibleDescription(/Sorry, we cannot deliver to Åland\./);
    await expect(postalCode).toHaveValue('22100');
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('adds to the cart, checks out and pays with plain form posts, the progress page refreshing itself', async ({ page, request }) => {
      await slowDownAgents(request);
      await page.goto(product.path);
      for (const merchant of [product.cheaper, product.dearer]) {
        // The post comes back to the product page with its outcome.
        const back = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'GET');
        await page.getByRole('button', { name: `Add to cart from ${merchant.title}`, exact: true }).click();
        expect((await back).url()).toContain('cart=added');
        await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
      }
      // Without JavaScript the header's cart is a link to the checkout (the server knows the cart, not its count).
      await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/shipping$/);

      await fillAddress(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/checkout\/processing\?/);
      await expect(page.getByRole('heading', { level: 1, name: 'We are putting your order together' })).toBeVisible();
      // Nothing polls: only the page's own refresh can bring the review.
      await expect(page.getByRole('heading', { level: 1, name: 'Check your order' })).toBeVisible({ timeout: REVIEW_TIMEOUT_MS });

      // The provider's page and the way back are plain pages and redirects too.
      await startPayment(page, METHOD.stripe);
      await answerAtStripe(page, 'Approve the payment');
      await expectReceipt(page);
      for (const merchant of [product.cheaper, product.dearer]) {
        await expect(page.getByRole('region', { name: merchant.title, exact: true })).toContainText('Ordered');
      }
      expect(await merchantOrderCount(request, product.cheaper.id)).toBe(1);
      expect(await merchantOrderCount(request, product.dearer.id)).toBe(1);
    });
  });
});
