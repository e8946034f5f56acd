// Issue 5: the consent banner and settings, and what analytics may send under each choice.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  consentCommands,
  dataLayerEvents,
  readDataLayer,
  recordCollectorCalls,
  waitForCollectedEvent,
} from './support/analytics';
import { ALL_LEVELS, cookieValue, NECESSARY_ONLY, setConsent, setLocale } from './support/cookies';
import { expectHydrated, gotoHydrated } from './support/hydration';

const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });
const tracking = (page: Page) => page.locator('html');

/** The consent cookie once the page has stored it (PUT /api/cookies/consent-levels/ runs after the click). */
async function expectConsentCookie(page: Page, value: string) {
  await expect.poll(() => cookieValue(page.context(), 'consent-levels')).toBe(value);
}

/** A client-side move to a product page from the home page's first deal (a page change with page metadata). */
async function openFirstDeal(page: Page): Promise<string> {
  await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Prices in shops' })).toBeVisible();
  return new URL(page.url()).pathname;
}

test.beforeEach(async ({ context }) => {
  // No consent cookie: every journey here starts as a first visit.
  await setLocale(context, 'en-FI');
});

test('the first visit shows the banner, without taking focus, and nothing is granted', async ({ page }) => {
  await gotoHydrated(page, '/');
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region.getByRole('heading', { name: 'Cookies on Kori' })).toBeVisible();
  for (const name of ['Accept all', 'Necessary only', 'Settings']) {
    await expect(region.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // Not modal: no dialog, the focus is not pulled into the banner, the page stays usable.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await region.evaluate((element) => element.contains(document.activeElement))).toBe(false);

  // Consent Mode v2 starts denied; without a choice marketing tracking is revoked (after 1 s).
  const commands = consentCommands(await readDataLayer(page));
  expect(commands[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
  await expect(tracking(page)).toHaveAttribute('data-marketing-tracking', 'revoked');

  // The end of the page can be scrolled above the banner (it never covers the page's last content).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await expect
    .poll(async () => {
      const [button, sheet] = await Promise.all([footerButton.boundingBox(), region.boundingBox()]);
      return button && sheet ? button.y + button.height <= sheet.y + 1 : false;
    })
    .toBe(true);

  const axe = await new AxeBuilder({ page }).include('.kori-consent-banner').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('"necessary only": no marketing events in the data layer and no collector calls', async ({ page, context }) => {
  const collectorCalls = recordCollectorCalls(context);
  await gotoHydrated(page, '/');
  await banner(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner(page)).toBeHidden();
  await expectConsentCookie(page, NECESSARY_ONLY);
  await expect(tracking(page)).toHaveAttribute('data-marketing-tracking', 'revoked');

  // A page change with page metadata would report a page view; none may leave.
  await openFirstDeal(page);
  const entries = await readDataLayer(page);
  expect(dataLayerEvents(entries)).toEqual([]);
  expect(entries.filter((entry) => !('command' in entry))).toEqual([]);
  expect(consentCommands(entries)).toContainEqual(['consent', 'update', DENIED]);
  expect(await page.evaluate(() => localStorage.getItem('kori-analytics-client-id'))).toBeNull();

  // Leaving the page flushes whatever the collector queued by beacon; a full load of another page reports
  // its own page view. Still nothing may reach the collector.
  await gotoHydrated(page, '/');
  await expect(banner(page)).toHaveCount(0);
  await expect(tracking(page)).toHaveAttribute('data-marketing-tracking', 'revoked');
  expect(dataLayerEvents(await readDataLayer(page))).toEqual([]);
  expect(collectorCalls.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
});

test('"accept all": page views reach the collector and the data layer', async ({ page }) => {
  await gotoHydrated(page, '/');
  const homeView = waitForCollectedEvent(page, (event) => event.name === 'page_view' && event.params['page_path'] === '/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();

  // The page the shopper accepted on is counted, and the collector stores it (202).
  const homeRequest = await homeView;
  const homeResponse = await homeRequest.response();
  expect(homeResponse?.status()).toBe(202);
  await expectConsentCookie(page, ALL_LEVELS);
  await expect(tracking(page)).toHaveAttribute('data-marketing-tracking', 'started');

  const entries = await readDataLayer(page);
  expect(consentCommands(entries)).toContainEqual(['consent', 'update', GRANTED]);
  const events = dataLayerEvents(entries);
  expect(events).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/', page_type: 'home', language: 'en-FI' }));
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'consent_updated', consent_preferences: 'granted', consent_statistics: 'granted', consent_advertising: 'granted' }),
  );
  const clientId = await page.evaluate(() => localStorage.getItem('kori-analytics-client-id'));
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);

  // The next page view goes the same way, with the same client id.
  const productView = waitForCollectedEvent(
    page,
    (event) => event.name === 'page_view' && event.params['page_type'] === 'product' && event.clientId === clientId,
  );
  const productPath = await openFirstDeal(page);
  await productView;
  expect(dataLayerEvents(await readDataLayer(page))).toContainEqual(
    expect.objectContaining({ event: 'page_view', page_path: productPath, page_type: 'product' }),
  );
});

test("the settings panel's choice survives a reload", async ({ page }) => {
  await gotoHydrated(page, '/');
  const opener = banner(page).getByRole('button', { name: 'Settings', exact: true });
  await opener.click();
  const dialog = settingsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
  for (const name of ['Preferences', 'Statistics', 'Advertising']) {
    await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
  }
  await dialog.getByRole('checkbox', { name: 'Statistics' }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your cookie choices have been saved.')).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expectConsentCookie(page, '1-1_2-0_3-1_4-0');

  await page.reload();
  await expectHydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(tracking(page)).toHaveAttribute('data-marketing-tracking', 'started');
  const commands = consentCommands(await readDataLayer(page));
  expect(commands).toContainEqual([
    'consent',
    'update',
    { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);

  // The footer opens the panel on every page; it shows the stored choice. Escape closes it, focus returns.
  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await footerButton.click();
  await expect(settingsDialog(page)).toBeVisible();
  await expect(settingsDialog(page).getByRole('checkbox', { name: 'Statistics' })).toBeChecked();
  await expect(settingsDialog(page).getByRole('checkbox', { name: 'Preferences' })).not.toBeChecked();
  await expect(settingsDialog(page).getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settingsDialog(page)).toBeHidden();
  await expect(footerButton).toBeFocused();
});

test('a malformed consent cookie is treated as the default', async ({ page, context }) => {
  const collectorCalls = recordCollectorCalls(context);
  // Looks like "everything granted" to a parser that does not anchor the pattern.
  await setConsent(context, `${ALL_LEVELS}1`);
  await gotoHydrated(page, '/');

  // Undecided: the banner asks again, nothing is granted, and tracking is revoked.
  await expect(banner(page)).toBeVisible();
  await expect(tracking(page)).toHaveAttribute('data-marketing-tracking', 'revoked');
  const entries = await readDataLayer(page);
  expect(consentCommands(entries)).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
  expect(dataLayerEvents(entries)).toEqual([]);

  // The cookie API calls it absent, and the settings panel shows the default levels.
  const api = await page.evaluate(async () => (await fetch('/api/cookies/consent-levels/')).json());
  expect(api).toEqual({ value: null });
  await banner(page).getByRole('button', { name: 'Settings', exact: true }).click();
  for (const name of ['Preferences', 'Statistics', 'Advertising']) {
    await expect(settingsDialog(page).getByRole('checkbox', { name })).not.toBeChecked();
  }
  await settingsDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(settingsDialog(page)).toBeHidden();

  // A page change reports nothing either.
  await openFirstDeal(page);
  expect(dataLayerEvents(await readDataLayer(page))).toEqual([]);
  expect(collectorCalls).toEqual([]);
});
