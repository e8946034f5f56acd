// Issue 17: after a checkout the order is in the shopper's account with its invoice, and its shipment moves on with the couriers' clock.
import { expect, test } from '@playwright/test';
import type { TwoShopProduct } from './support/cart-offers';
import { setUpTwoShopCheckout } from './support/checkout-set-up';
import { addToCart, fillAddress, openCartPanel, REVIEW_TIMEOUT_MS } from './support/checkout-journey';
import { advanceSandboxClock, latestSandboxInvoiceId, resetSandboxClock, setSandboxInvoiceState } from './support/couriers';
import { expectHydrated, gotoHydrated } from './support/hydration';
import { signIn } from './support/login';
import { uniqueEmail } from './support/mailbox';
import { answerAtAvarda, expectReceipt, METHOD, startPayment } from './support/payments';

let product: TwoShopProduct;
setUpTwoShopCheckout((found) => {
  product = found;
});

test.beforeEach(async ({ request }) => {
  await resetSandboxClock(request);
});

test.afterEach(async ({ request }) => {
  await resetSandboxClock(request);
});

test('a completed checkout shows in my orders with its invoice, and its shipment reaches Delivered as the courier clock moves', async ({ page, request }) => {
  const email = uniqueEmail('orders');
  // Signed out, my orders opens the login overlay and comes back after it.
  await page.goto('/my/orders');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('returnTo') === '/my/orders');
  await expectHydrated(page);
  await signIn(page, request, email);
  await expect(page).toHaveURL((url) => url.pathname === '/my/orders', { timeout: 10_000 });
  await expect(page.getByText('You have no orders yet.')).toBeVisible();

  // One shop's offer, checked out with the delivery the checkout proposes.
  await gotoHydrated(page, product.path);
  await addToCart(page, product.cheaper.title);
  const panel = await openCartPanel(page, 1);
  await panel.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expectHydrated(page);
  await fillAddress(page, { Email: email });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your order' })).toBeVisible({ timeout: REVIEW_TIMEOUT_MS });
  // Paid with Avarda's invoice: the shop bills the shopper afterwards.
  await startPayment(page, METHOD.avardaInvoice);
  await answerAtAvarda(page, 'Invoice', 'Approve');
  await expectReceipt(page);

  // The order is listed with its shop, and its shipment has just been announced; the page is never cached.
  const listed = await page.goto('/my/orders');
  expect(listed?.headers()['cache-control']).toBe('private, no-store');
  await expectHydrated(page);
  const orders = page.getByRole('list', { name: '1 order' });
  const card = orders.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(product.cheaper.title);
  await expect(card).toContainText(`${product.cheaper.title}: Information received`);

  // The details: the line under its shop, and the shipment's timeline as an ordered list.
  await card.getByRole('link', { name: /^Order of / }).click();
  await expect(page).toHaveURL(/\/my\/orders\/[0-9a-f-]{36}$/);
  const details = await page.reload();
  expect(details?.headers()['cache-control']).toBe('private, no-store');
  await expectHydrated(page);
  const shop = page.getByRole('region', { name: product.cheaper.title, exact: true });
  await expect(shop.getByRole('table', { name: `Products from ${product.cheaper.title}` }).getByRole('rowheader')).toHaveText([product.name]);
  await expect(shop.getByText(/^Now: /)).toHaveText('Now: Information received');
  const timeline = shop.getByRole('list', { name: 'Shipment events, oldest first' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);

  // Paid by invoice: the invoice is on the order page, printable on its own, and follows the invoice service.
  const invoice = page.getByRole('region', { name: 'Invoice', exact: true });
  await expect(invoice).toContainText('Unpaid');
  await invoice.getByRole('link', { name: 'Printable invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice K-[0-9A-F]{10}$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: `Products from ${product.cheaper.title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page).toHaveURL(/\/my\/orders\/[0-9a-f-]{36}$/);
  await expect(invoice).toBeVisible();
  await setSandboxInvoiceState(request, await latestSandboxInvoiceId(request), 'paid');
  await page.reload();
  await expectHydrated(page);
  await expect(invoice).toContainText('Paid');

  // A day later on the couriers' clock the parcel has been delivered.
  await advanceSandboxClock(request, 24 * 60);
  await page.reload();
  await expectHydrated(page);
  await expect(shop.getByText(/^Now: /)).toHaveText('Now: Delivered');
  await expect(timeline.getByRole('listitem')).toHaveText([/Information received/, /In transit/, /Out for delivery/, /Delivered/]);
  await gotoHydrated(page, '/my/orders');
  await expect(page.getByRole('article')).toContainText(`${product.cheaper.title}: Delivered`);
});
