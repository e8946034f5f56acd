// Issue 18: the campaign banner and the coupon codes a browser has used.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { setEnglishWithConsentDecided } from './support/cookies';
import { gotoHydrated } from './support/hydration';
import { signIn } from './support/login';
import { clearMailbox, uniqueEmail } from './support/mailbox';

const campaignBanner = (page: Page) =>
  page.getByRole('complementary').filter({ has: page.getByRole('button', { name: 'Close the campaign banner' }) });

/** After hydration, lets the page's effects (stored values loading, the banner's decision) run. */
const afterEffects = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const stored = (page: Page, key: string) => page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as unknown, key);

test.beforeEach(async ({ context }) => {
  await setEnglishWithConsentDecided(context);
});

test('landing with ?setUsedCoupon= stores the codes upper-cased and de-duplicated, and the banner stays hidden', async ({ page }) => {
  // A first visit shows the current campaign's banner…
  await gotoHydrated(page, '/');
  await expect(campaignBanner(page)).toBeVisible();

  // …which no longer shows once coupon codes were used.
  await gotoHydrated(page, '/?setUsedCoupon=star,Star,abc');
  await expect.poll(() => stored(page, 'used-coupon-codes')).toEqual(['STAR', 'ABC']);
  expect(await stored(page, 'last-used-coupon-code')).toBe('ABC');
  await expect(campaignBanner(page)).toHaveCount(0);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await afterEffects(page);
  await expect(campaignBanner(page)).toHaveCount(0);
  expect(await stored(page, 'used-coupon-codes')).toEqual(['STAR', 'ABC']);
});

test('a dismissed banner stays hidden after a reload', async ({ page }) => {
  await gotoHydrated(page, '/');
  const banner = campaignBanner(page);
  await expect(banner).toBeVisible();
  const campaignId = await banner.getAttribute('data-campaign-id');
  // The banner leads somewhere or says more: at least one link.
  await expect(banner.getByRole('link').first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.kori-campaign-banner').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await banner.getByRole('button', { name: 'Close the campaign banner' }).click();
  await expect(campaignBanner(page)).toHaveCount(0);
  const dismissal = (await stored(page, 'current-campaign')) as { dismissedAt: string; campaignId: string };
  expect(dismissal.campaignId).toBe(campaignId);
  expect(dismissal.dismissedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (campaignId === 'coupon_STAR') expect(await stored(page, 'used-coupon-codes')).toEqual(['STAR']);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await afterEffects(page);
  await expect(campaignBanner(page)).toHaveCount(0);
  expect(await stored(page, 'current-campaign')).toEqual(dismissal);
});

test('signing in as a first-time buyer empties the used codes, so the banner shows again', async ({ page, request }) => {
  await gotoHydrated(page, '/?setUsedCoupon=abc');
  await expect.poll(() => stored(page, 'used-coupon-codes')).toEqual(['ABC']);
  await expect(campaignBanner(page)).toHaveCount(0);

  const email = uniqueEmail('campaign');
  await clearMailbox(request, email);
  await gotoHydrated(page, '/?login=1');
  await signIn(page, request, email);
  // A new account has no completed order: eligible for the first-time-buyer offer.
  await expect.poll(() => stored(page, 'used-coupon-codes')).toEqual([]);

  await gotoHydrated(page, '/');
  await expect(campaignBanner(page)).toBeVisible();
});

test('the banner appears in the space kept for it from the first paint, and a hidden banner keeps none: nothing below moves', async ({ page }) => {
  // Where the heading is when the document has been parsed (before hydration and before stored values are read).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      const space = document.querySelector('.kori-campaign-space');
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        headingTop: heading ? heading.getBoundingClientRect().top + window.scrollY : null,
        spaceKept: space?.getAttribute('aria-hidden') === 'true' && !space.querySelector('aside'),
      };
    });
  });
  await gotoHydrated(page, '/');
  await expect(campaignBanner(page)).toBeVisible();
  const firstPaint = (await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)) as { headingTop: number; spaceKept: boolean };
  expect(firstPaint.spaceKept).toBe(true);
  const headingTop = () => page.locator('h1').evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  expect(Math.abs((await headingTop()) - firstPaint.headingTop)).toBeLessThan(1);

  // Once the banner is hidden, the browser says so and the next page keeps no space that would then close.
  await campaignBanner(page).getByRole('button', { name: 'Close the campaign banner' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await afterEffects(page);
  const hiddenFirstPaint = (await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)) as { headingTop: number; spaceKept: boolean };
  expect(hiddenFirstPaint.spaceKept).toBe(false);
  await expect(campaignBanner(page)).toHaveCount(0);
  expect(Math.abs((await headingTop()) - hiddenFirstPaint.headingTop)).toBeLessThan(1);
});

/** The digits of a price as shown ("€1,234.50" -> "123450"). */
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test("a first-time shopper sees prices with STAR's 10 % benefit on listings and product pages, not after using a code", async ({ page }) => {
  await gotoHydrated(page, '/');
  await gotoHydrated(page, (await page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first().getAttribute('href')) ?? '/');
  const card = page.locator('.kori-catalog-card').filter({ has: page.locator('.kori-price-benefit') }).first();
  await expect(card.locator('.kori-price-benefit')).toContainText(/Price with benefit .+ with code STAR/);

  await gotoHydrated(page, (await card.locator('.kori-catalog-card__link').getAttribute('href')) ?? '/');
  const price = await page.locator('.kori-catalog-price-facts data').first().getAttribute('value');
  const cents = Math.round(Number(price) * 100);
  // The checkout's formula: 10 % of the price, rounded half up to a cent, off the price.
  const expected = cents - Math.floor((cents * 10) / 100 + 0.5);
  const benefit = page.locator('.kori-catalog-price-facts .kori-price-benefit');
  await expect(benefit).toContainText('with code STAR');
  expect(digits(await benefit.locator('strong').textContent())).toBe(String(expected));
  const axe = await new AxeBuilder({ page }).include('.kori-catalog-price-facts').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Once a code was used, a first-time buyer's benefit is no longer shown.
  await gotoHydrated(page, `${new URL(page.url()).pathname}?setUsedCoupon=abc`);
  await expect.poll(() => stored(page, 'used-coupon-codes')).toEqual(['ABC']);
  await afterEffects(page);
  await expect(page.locator('.kori-price-benefit')).toHaveCount(0);
});
