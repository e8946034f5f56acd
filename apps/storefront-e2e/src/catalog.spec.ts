// Issue 2: the first catalogue slice in a real browser, on a desktop and a phone (both projects).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { centsIn } from './support/checkout-journey';
import { setEnglishWithConsentDecided, setLocale } from './support/cookies';
import { expectHydrated, gotoHydrated } from './support/hydration';

const PRODUCT_PATH = /^\/[^/]+\/[^/]+\/[^/]+$/;
const CATEGORY_PATH = /^\/[^/?]+$/;

interface OfferRow {
  rank: number;
  merchant: string;
  price: number;
  delivery: number;
  total: number;
  outOfStock: boolean;
}

/** Reads the offers table as the shopper sees it, row by row, using its column headers. */
async function readOffers(page: Page): Promise<OfferRow[]> {
  const table = page.getByRole('table', { name: /^Offers for / });
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const column = (name: string) => {
    const index = headers.findIndex((text) => text.trim() === name);
    expect(index, `column "${name}" in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
    return index;
  };
  const [rankAt, merchantAt, priceAt, deliveryAt, totalAt, stockAt] = [
    column('Rank'),
    column('Shop'),
    column('Price'),
    column('Delivery'),
    column('Total'),
    column('Availability'),
  ];
  // The first row holds the column headers.
  const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  const count = await rows.count();
  expect(count, 'offers on the product page').toBeGreaterThan(0);
  const offers: OfferRow[] = [];
  for (let index = 0; index < count; index++) {
    const cells = rows.nth(index).locator(':scope > td, :scope > th');
    const deliveryCell = cells.nth(deliveryAt);
    const free = (await deliveryCell.locator('data').count()) === 0;
    if (free) await expect(deliveryCell).toContainText('Free');
    offers.push({
      rank: Number(await cells.nth(rankAt).innerText()),
      merchant: (await cells.nth(merchantAt).innerText()).trim(),
      price: await centsIn(cells.nth(priceAt)),
      delivery: free ? 0 : await centsIn(deliveryCell),
      total: await centsIn(cells.nth(totalAt)),
      outOfStock: (await cells.nth(stockAt).innerText()).includes('Out of stock'),
    });
  }
  return offers;
}

test.describe('catalogue', () => {
  test.beforeEach(async ({ context }) => {
    await setEnglishWithConsentDecided(context);
  });

  test('home -> category -> product, with offers ranked by total price', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Current deals' })).toBeVisible();
    const main = page.getByRole('main');

    // The deals lead to their products.
    await expect(main.getByRole('article').first().getByRole('link')).toHaveAttribute('href', PRODUCT_PATH);

    // A popular category leads to its page.
    const categoryLink = page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first();
    const categoryHref = await categoryLink.getAttribute('href');
    expect(categoryHref).toMatch(CATEGORY_PATH);
    await categoryLink.click();
    await expect(page).toHaveURL((url) => url.pathname === categoryHref);
    // The category page has rendered once its product list heading shows.
    await expect(main.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    const categoryName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(categoryName).not.toBe('');
    await expect(categoryLink).toHaveCount(0);
    await expect(page).toHaveTitle(`${categoryName} – compare prices | Kori`);

    // A product in the category leads to its page, filed under that category.
    const productLink = main.getByRole('heading', { level: 3 }).getByRole('link').first();
    const productName = (await productLink.innerText()).trim();
    await productLink.click();
    await expect(page).toHaveURL((url) => PRODUCT_PATH.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: categoryName, exact: true })).toHaveAttribute('href', categoryHref ?? '');
    await expect(page.getByRole('heading', { level: 2, name: 'Prices in shops' })).toBeVisible();

    // The offers: ranked 1..n, in-stock first, each group by ascending total (item + delivery).
    const offers = await readOffers(page);
    expect(offers.map((offer) => offer.rank)).toEqual(offers.map((_, index) => index + 1));
    for (const offer of offers) expect(offer.total, `total of ${offer.merchant}`).toBe(offer.price + offer.delivery);
    const firstOut = offers.findIndex((offer) => offer.outOfStock);
    if (firstOut >= 0) expect(offers.slice(firstOut).every((offer) => offer.outOfStock)).toBe(true);
    const inStock = offers.filter((offer) => !offer.outOfStock).map((offer) => offer.total);
    expect(inStock).toEqual([...inStock].sort((a, b) => a - b));
    const outOfStock = offers.filter((offer) => offer.outOfStock).map((offer) => offer.total);
    expect(outOfStock).toEqual([...outOfStock].sort((a, b) => a - b));

    // Each offer leaves through the storefront's redirect, named for its shop.
    const first = offers[0];
    if (!first) throw new Error('no offers');
    await expect(page.getByRole('link', { name: `Go to shop: ${first.merchant}` }).first()).toHaveAttribute(
      'href',
      /^\/redirect\/en-FI\/[^/]+\/[^/]+$/,
    );

    // No serious accessibility problems on the product page.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    // A full load of the same address renders the same page on the server and hydrates it.
    const address = page.url();
    await gotoHydrated(page, address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    const reloaded = await readOffers(page);
    expect(reloaded.map((offer) => offer.total)).toEqual(offers.map((offer) => offer.total));
  });
});

test.describe('texts', () => {
  test.beforeEach(async ({ context }) => {
    await setEnglishWithConsentDecided(context);
  });

  test("a page's texts come from a catalogue file the browser keeps, not from the page itself", async ({ page }) => {
    const catalogueFiles: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/messages/')) catalogueFiles.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    });
    const document = await page.goto('/');
    await expectHydrated(page);
    // The page's HTML names the file; the catalogue's texts are not in it.
    const html = (await document?.text()) ?? '';
    expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin="anonymous" href="\/messages\/en-[0-9a-f]{12}\.json"/);
    expect(html).not.toContain('errors.notFound.title');
    expect(catalogueFiles).toEqual([{ url: expect.stringMatching(/\/messages\/en-[0-9a-f]{12}\.json$/), cacheControl: 'public, max-age=31536000, immutable' }]);
    // Interactive texts render in English once hydrated.
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });
});

test.describe('404 page', () => {
  test('an unknown address answers 404 with the page in English', async ({ page, context }) => {
    await setLocale(context, 'en-FI');
    const response = await page.goto('/this/path/does/not/exist');
    expect(response?.status()).toBe(404);
    await expectHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-FI');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Kori');
    await page.getByRole('link', { name: 'Go to the front page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Current deals' })).toBeVisible();
  });

  test.describe('without a language choice', () => {
    // A browser language the shop does not serve: the site falls back to its default, Finnish.
    test.use({ locale: 'de-DE' });

    test('an unknown address answers 404 with the page in Finnish', async ({ page }) => {
      const response = await page.goto('/tuntematon-sivu/ei/ole');
      expect(response?.status()).toBe(404);
      await expectHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
      await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible();
      await page.getByRole('link', { name: 'Siirry etusivulle' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Ajankohtaiset tarjoukset' })).toBeVisible();
    });
  });
});
