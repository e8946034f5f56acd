import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storefrontUrl } from './servers';
import { waitForMail } from './mailbox';

/** The login overlay; its accessible name follows the heading of the step it shows. */
export const loginDialog = (page: Page) => page.getByRole('dialog');

/** Step 1 -> step 2: types the address and asks for a code; returns once the code step shows. */
export async function requestCode(page: Page, email: string) {
  const dialog = loginDialog(page);
  await expect(dialog).toHaveAttribute('data-login-step', 'initial');
  const field = dialog.getByRole('textbox', { name: 'E-mail address' });
  await field.fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toHaveAttribute('data-login-step', 'verification');
  await expect(dialog.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

/** Step 2: types the code, which goes out by itself at six digits. */
export async function enterCode(page: Page, code: string) {
  const field = loginDialog(page).getByRole('textbox', { name: 'Code' });
  await expect(field).toBeEditable();
  await field.fill(code);
}

/** A whole sign-in from step 1, reading the code from the sandbox mailbox (the e-mail's first message). */
export async function signIn(page: Page, request: APIRequestContext, email: string) {
  await requestCode(page, email);
  const mail = await waitForMail(request, email);
  await enterCode(page, mail.code);
  await expect(loginDialog(page)).toHaveAttribute('data-login-step', 'success');
}

/** The session cookies as the browser holds them. */
export async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies(storefrontUrl);
  const find = (name: string) => cookies.find((cookie) => cookie.name === name);
  return {
    session: find('stytch_session'),
    jwt: find('stytch_session_jwt'),
    intermediate: find('stytch_intermediate_session'),
  };
}

/** What POST /api/session/refresh answers when the page itself calls it. */
export async function refreshFromPage(page: Page): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/session/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return { status: response.status, body: await response.json() };
  });
}

/** Decodes a JWT's claims (no verification: the storefront and the API verify; the journey only reads). */
export function jwtClaims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
