// The steps checkout journeys share: the cart from a product page, the address, the review, the sums.
import { expect, type Locator, type Page } from '@playwright/test';
import type { TwoShopProduct } from './cart-offers';
import { expectHydrated, gotoHydrated } from './hydration';

export const FINNISH_ADDRESS = {
  'First name': 'Aino',
  'Last name': 'Virtanen',
  'Street address': 'Mannerheimintie 12 A 5',
  'Postal code': '00100',
  City: 'Helsinki',
  Email: 'aino.virtanen@example.com',
  Phone: '+358 40 123 4567',
};

/** From "Continue" to the review: both agents' steps plus the page's polling. */
export const REVIEW_TIMEOUT_MS = 30_000;

/** Money in cents from the `<data value="12.34">` element every amount is rendered with (a discount may be negative). */
export async function centsIn(element: Locator): Promise<number> {
  const value = await element.locator('data').getAttribute('value');
  expect(value, 'amount in a <data value> element').toMatch(/^-?\d+(\.\d{1,2})?$/);
  return Math.round(Number(value) * 100);
}

/** The amount (`<dd>`) after a term (`<dt>`) with exactly this text, in the scope's last list of sums. */
export function amountFor(scope: Locator, term: string): Locator {
  return scope.locator('dl').last().getByRole('term').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

/** "Add to cart" for one shop's offer on the product page (hydrated), waiting for its outcome. */
export async function addToCart(page: Page, merchant: string) {
  const button = page.getByRole('button', { name: `Add to cart from ${merchant}`, exact: true });
  await button.click();
  await expect(button).toHaveAccessibleDescription('Added to your cart.');
}

export async function openCartPanel(page: Page, items: number): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: `Cart, ${items} ${items === 1 ? 'item' : 'items'}`, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toBeVisible();
  return panel;
}

export async function fillAddress(page: Page, overrides: Partial<typeof FINNISH_ADDRESS> = {}) {
  for (const [label, value] of Object.entries({ ...FINNISH_ADDRESS, ...overrides })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The given shops' offers of the product in the cart, the address, then the review once every agent is done. */
export async function reviewCheckout(page: Page, product: TwoShopProduct, merchants: readonly ('cheaper' | 'dearer')[]) {
  await gotoHydrated(page, product.path);
  for (const merchant of merchants) await addToCart(page, product[merchant].title);
  await gotoHydrated(page, '/checkout/shipping');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your order' })).toBeVisible({ timeout: REVIEW_TIMEOUT_MS });
  await expectHydrated(page);
}
