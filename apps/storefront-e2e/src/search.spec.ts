// Issue 3: search with a typo -> product -> offers in total-price order -> redirect to the sandbox
// merchant's page; the same journey with JavaScript disabled. Both projects (desktop and phone).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { setEnglishWithConsentDecided } from './support/cookies';
import { gotoHydrated } from './support/hydration';
import { sandboxUrl } from './support/servers';

// A brand of the seeded catalogue, misspelt with two letters swapped.
const TYPO = 'kesterl';
const BRAND = /kestrel/i;
const PRODUCT_PATH = /^\/[^/]+\/[^/]+\/\d+$/;

async function cents(cell: Locator): Promise<number> {
  const value = await cell.locator('data').first().getAttribute('value');
  expect(value, 'amount in a <data value> element').toMatch(/^\d+(\.\d{1,2})?$/);
  return Math.round(Number(value) * 100);
}

/**
 * The filter form: beside the results on a wide screen; on a phone it opens in a dialog from the
 * "Filters" button.
 */
async function openFilters(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (!(await toggle.isVisible())) return page.getByRole('main');
  await toggle.click();
  return page.getByRole('dialog', { name: 'Filters' });
}

async function closeFilters(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The offers table's totals and stock, row by row, found by its column headers. */
async function readTotals(page: Page): Promise<{ total: number; outOfStock: boolean }[]> {
  const table = page.getByRole('table', { name: /^Offers for / });
  await expect(table).toBeVisible();
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const totalAt = headers.indexOf('Total');
  const stockAt = headers.indexOf('Availability');
  expect(totalAt, `Total column in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  const out: { total: number; outOfStock: boolean }[] = [];
  for (let index = 0; index < count; index++) {
    const cells = rows.nth(index).locator(':scope > td, :scope > th');
    out.push({ total: await cents(cells.nth(totalAt)), outOfStock: stockAt >= 0 && (await cells.nth(stockAt).innerText()).includes('Out of stock') });
  }
  return out;
}

/** The header's search box; on a phone with JavaScript it sits behind the Search toggle. */
async function searchBox(page: Page): Promise<Locator> {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  if (!(await box.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(box).toBeVisible();
  return box;
}

/** From the results of the typo search to the merchant's page, checking the offers' order on the way. */
async function resultsToMerchant(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === TYPO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${TYPO}”`);
  const main = page.getByRole('main');
  const first = main.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
  await expect(first).toHaveText(BRAND);
  const productName = (await first.innerText()).trim();
  await first.click();

  await expect(page).toHaveURL((url) => PRODUCT_PATH.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  const offers = await readTotals(page);
  const inStock = offers.filter((offer) => !offer.outOfStock).map((offer) => offer.total);
  expect(inStock).toEqual([...inStock].sort((a, b) => a - b));

  // The cheapest offer leaves through the storefront's redirect and lands on the sandbox shop.
  const goToShop = main.getByRole('link', { name: /^Go to shop: / }).first();
  await expect(goToShop).toHaveAttribute('href', /^\/redirect\/en-FI\/\d+\/\d+$/);
  // Followed as the browser would (on the phone layout the product page's image can overlap the
  // button, which is the product page's concern, not this journey's).
  const href = await goToShop.getAttribute('href');
  const response = await page.goto(new URL(href ?? '', page.url()).toString());
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.origin === new URL(sandboxUrl).origin && /^\/merchants\/[^/]+\/products\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Merchant');
}

test.describe('search', () => {
  test.beforeEach(async ({ context }) => {
    await setEnglishWithConsentDecided(context);
  });

  test('a typo still finds: autocomplete, results, product, offers by total, redirect to the shop', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = await searchBox(page);
    await box.fill(TYPO);
    // Suggestions come as a listbox the keyboard walks through; the typo is corrected there too.
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox.getByRole('option').first()).toContainText(BRAND);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    // Escape closes the list; Enter then searches for the text as typed.
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await resultsToMerchant(page);
  });

  test('the search results page has no serious accessibility problems and filters by brand', async ({ page }) => {
    await gotoHydrated(page, `/search?q=${TYPO}`);
    const filters = await openFilters(page);
    const brand = filters.getByRole('checkbox', { name: /^Kestrel \(\d+\)$/ });
    await brand.check();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('brand').includes('kestrel'));
    await expect(filters.getByRole('checkbox', { name: /^Kestrel \(\d+\)$/ })).toBeChecked();
    await closeFilters(page);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

// Tagged @phone: only the mobile project runs it (playwright.config.ts), since wide screens show the filters beside the results.
test.describe('filters on a phone @phone', () => {
  test.beforeEach(async ({ context }) => {
    await setEnglishWithConsentDecided(context);
  });

  test('results come first; the filters open in a dialog and show as removable chips', async ({ page }) => {
    await gotoHydrated(page, `/search?q=${TYPO}`);
    const firstResult = page.getByRole('main').getByRole('article').first();
    await expect(firstResult).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: /^Kestrel \(\d+\)$/ }).check();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('brand').includes('kestrel'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const chip = page.getByRole('link', { name: 'Remove filter: Kestrel' });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('brand'));
  });
});

test.describe('listing pages', () => {
  test.beforeEach(async ({ context }) => {
    await setEnglishWithConsentDecided(context);
  });

  for (const [path, heading] of [
    ['/all-products?sort=price-asc&page=2', 'All products'],
    ['/deals', 'Deals'],
    ['/deals/electronics', 'Deals in Electronics'],
  ] as const) {
    test(`${path} renders its listing with no serious accessibility problems`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('an unknown deals category is the 404 page', async ({ page }) => {
    const response = await page.goto('/deals/no-such-category');
    expect(response?.status()).toBe(404);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context }) => {
    await setEnglishWithConsentDecided(context);
  });

  test('the same journey works as plain forms and links', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();
    await box.fill(TYPO);
    await box.press('Enter');
    await resultsToMerchant(page);
  });

  test('facets apply with the Apply button and land in a shareable URL', async ({ page }) => {
    await page.goto(`/search?q=${TYPO}`);
    await page.getByRole('checkbox', { name: /^Kestrel \(\d+\)$/ }).check();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'price-asc' && url.searchParams.getAll('brand').includes('kestrel'));
    await expect(page.getByRole('checkbox', { name: /^Kestrel \(\d+\)$/ })).toBeChecked();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});
