// Issue 3: axe-core on every catalogue page, no serious or critical violation (WCAG 2 A/AA rules).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { setEnglishWithConsentDecided } from './support/cookies';
import { gotoHydrated } from './support/hydration';

/** Home -> first popular category -> first product: the addresses of pages whose ids come from the seed. */
async function discoverCatalogue(page: Page): Promise<{ category: string; product: string; pricePage: string }> {
  await gotoHydrated(page, '/');
  const categoryLink = page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first();
  const category = (await categoryLink.getAttribute('href')) ?? '';
  expect(category).toMatch(/^\/[^/?]+$/);
  await gotoHydrated(page, category);
  const productLink = page.locator('.kori-catalog-card__link').first();
  const product = (await productLink.getAttribute('href')) ?? '';
  expect(product).toMatch(/^\/[^/]+\/[^/]+\/[^/]+$/);
  const slug = product.split('/')[2] ?? '';
  return { category, product, pricePage: `/${slug}-price` };
}

test.describe('catalogue pages are accessible', () => {
  test.beforeEach(async ({ context }) => {
    await setEnglishWithConsentDecided(context);
  });

  test('home, category, product, price page, deals, all products, search, Black Friday and content pages', async ({ page }) => {
    // Fifteen pages, each a full axe run: well over the default minute on a two-core machine.
    test.setTimeout(300_000);
    const { category, product, pricePage } = await discoverCatalogue(page);
    const pages: Array<[label: string, path: string]> = [
      ['home', '/'],
      ['category', category],
      ['product', product],
      ['product, 30 days of price history', `${product}?days=30`],
      ['price page', pricePage],
      ['deals', '/deals'],
      ['all products', '/all-products'],
      ['search', '/search?q=phone'],
      ['Black Friday', '/blackfriday'],
      ['help', '/help'],
      ['merchants', '/merchant'],
      ['about', '/about'],
      ['privacy statement', '/privacy-statement'],
      ['terms and conditions', '/terms-and-conditions'],
      ['campaign terms', '/campaign-terms'],
    ];
    for (const [label, path] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), `${label} (${path}) answers 200`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (label.startsWith('product') || label === 'price page') {
        // The deferred price history has streamed in: the chart (or its "not available" text) replaced the skeleton.
        await expect(page.locator('.kori-catalog-history [role="status"]')).toHaveCount(0);
      }
      await expectNoSeriousViolations(page, `${label} (${path})`);
    }
  });

  test('the price history table alternative is accessible when opened', async ({ page }) => {
    const { product } = await discoverCatalogue(page);
    await gotoHydrated(page, product);
    await page.getByText('Show as table').click();
    await expect(page.getByRole('table', { name: /^Lowest price per day over the last 90 days$/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'product with the price table open');
  });
});
