import { expect, type Page } from '@playwright/test';

/** The root sets data-hydrated on <html> once React has hydrated; interactions wait for it. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
}

export async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
