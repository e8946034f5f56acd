// Issue 4: sign-in by one-time code through the Stytch-compatible sandbox, the session, and the iOS host.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { setEnglishWithConsentDecided } from './support/cookies';
import { expectHydrated, gotoHydrated } from './support/hydration';
import { enterCode, jwtClaims, loginDialog, refreshFromPage, requestCode, sessionCookies, signIn } from './support/login';
import { clearMailbox, uniqueEmail, waitForMail } from './support/mailbox';

/** The account page says who is signed in; a signed-out shopper is sent to the login overlay instead. */
async function expectSignedInOnMyOrders(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Signed in as ${email}`);
  await expect(loginDialog(page)).toBeHidden();
}

/** Waits for the refresh the page makes by itself when it starts with a session. */
const pageRefresh = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session/refresh' && response.request().method() === 'POST');

test.beforeEach(async ({ context }) => {
  await setEnglishWithConsentDecided(context);
});

test('sign in with the code from the mailbox; the session survives a reload and a refresh; sign out', async ({
  page,
  request,
  isMobile,
}) => {
  const email = uniqueEmail('signin');
  await clearMailbox(request, email);

  // Step 1: the overlay (what the header's "Sign in" opens) with the address field focused.
  await gotoHydrated(page, '/?login=1');
  const dialog = loginDialog(page);
  await expect(page.getByRole('dialog', { name: 'Sign in or create an account' })).toBeVisible();
  const emailField = dialog.getByRole('textbox', { name: 'E-mail address' });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('placeholder', 'name@example.com');
  await expect(dialog.getByRole('button', { name: isMobile ? 'Close' : 'Back' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Step 2: the code step names the address; the code comes by e-mail, in the page's language.
  await requestCode(page, email);
  await expect(dialog).toContainText(`We sent a six-digit code to ${email}`);
  const codeField = dialog.getByRole('textbox', { name: 'Code' });
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  const mail = await waitForMail(request, email);
  expect(mail.template).toBe('signup');
  expect(mail.language).toBe('en');

  // Six digits submit by themselves. Step 3 names the address, then the overlay closes after 2 s.
  await enterCode(page, mail.code);
  await expect(dialog).toHaveAttribute('data-login-step', 'success');
  await expect(dialog.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(dialog).toContainText(`Signed in as ${email}.`);
  await expect(dialog).toBeHidden();
  // On a phone the flow ends on the shopper's orders; on a wide screen it stays on the page.
  await expect(page).toHaveURL((url) => url.pathname === (isMobile ? '/my/orders' : '/') && !url.searchParams.has('login'));

  const signedIn = await sessionCookies(page);
  expect(signedIn.session?.httpOnly).toBe(true);
  expect(signedIn.jwt?.httpOnly).toBe(true);
  expect(signedIn.jwt?.sameSite).toBe('Lax');
  expect(signedIn.intermediate).toBeUndefined();

  // A full reload: the server knows the session, and the page refreshes it as it starts.
  const startRefresh = pageRefresh(page);
  await gotoHydrated(page, '/my/orders');
  expect((await startRefresh).status()).toBe(200);
  await expectSignedInOnMyOrders(page, email);
  await page.reload();
  await expectHydrated(page);
  await expectSignedInOnMyOrders(page, email);

  // A refresh cycle (what the page does every 180 s): new cookies, still the same shopper.
  const refreshed = await refreshFromPage(page);
  expect(refreshed.status).toBe(200);
  // Outside the app the JWT is not handed to the page.
  expect(refreshed.body).toMatchObject({ ok: true, user: { email }, sessionJwt: null });
  const afterRefresh = await sessionCookies(page);
  expect(afterRefresh.session?.value).toBe(signedIn.session?.value);
  expect(afterRefresh.jwt?.value).toBeTruthy();
  expect(jwtClaims(afterRefresh.jwt?.value ?? '').sub).toBe(jwtClaims(signedIn.jwt?.value ?? '').sub);
  await page.reload();
  await expectHydrated(page);
  await expectSignedInOnMyOrders(page, email);

  // The page's own timer: 180000 ms after the refresh at start comes the next one, and the shopper stays in.
  await page.clock.install();
  const atStart = pageRefresh(page);
  await page.reload();
  await expectHydrated(page);
  expect((await atStart).status()).toBe(200);
  // The page sets that timer once it has read the answer to the refresh at start, which can be after
  // the test saw the response: the clock is moved on in steps until the refresh comes, so that no step
  // lands before the timer exists (the interval itself is unit-tested in session-refresher.test.ts).
  const byTimer = pageRefresh(page);
  let timerRefreshed = false;
  void byTimer.then(() => (timerRefreshed = true));
  await expect
    .poll(async () => {
      if (!timerRefreshed) await page.clock.fastForward(30_000);
      return timerRefreshed;
    })
    .toBe(true);
  expect((await byTimer).status()).toBe(200);
  await expectSignedInOnMyOrders(page, email);

  // Sign out: the session is revoked, the cookies go, and the account page asks to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Current deals' })).toBeVisible();
  const signedOut = await sessionCookies(page);
  expect(signedOut.session).toBeUndefined();
  expect(signedOut.jwt).toBeUndefined();
  await expectHydrated(page);
  const afterLogout = await refreshFromPage(page);
  expect(afterLogout).toEqual({ status: 401, body: { ok: false, reason: 'no_session' } });

  await page.goto('/my/orders');
  await expect(page).toHaveURL((url) => url.searchParams.get('login') === '1');
  await expect(page.getByRole('dialog', { name: 'Sign in or create an account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeHidden();
});

test('a wrong code returns to step 1 with the e-mail kept; a resent code signs in', async ({ page, request }) => {
  const email = uniqueEmail('wrongcode');
  await clearMailbox(request, email);
  await gotoHydrated(page, '/?login=1');
  const dialog = loginDialog(page);

  await requestCode(page, email);
  const first = await waitForMail(request, email, 1);
  // Any other six digits are wrong: only the newest code e-mailed works.
  const wrong = first.code.slice(0, 5) + String((Number(first.code[5]) + 1) % 10);
  await enterCode(page, wrong);
  await expect(dialog).toHaveAttribute('data-login-step', 'initial');
  const emailField = dialog.getByRole('textbox', { name: 'E-mail address' });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeFocused();
  const stillOut = await sessionCookies(page);
  expect(stillOut.session).toBeUndefined();

  // The kept address goes out again as it is; then "Send a new code" e-mails another one.
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toHaveAttribute('data-login-step', 'verification');
  await expect(dialog).toContainText(email);
  const second = await waitForMail(request, email, 2);
  expect(second.id).not.toBe(first.id);
  await dialog.getByRole('button', { name: 'Send a new code' }).click();
  const third = await waitForMail(request, email, 3);
  expect(third.id).not.toBe(second.id);
  // The flow stays on the code step, with the field ready for the new code.
  await expect(dialog).toHaveAttribute('data-login-step', 'verification');
  const codeField = dialog.getByRole('textbox', { name: 'Code' });
  await expect(codeField).toBeEditable();
  await expect(codeField).toBeFocused();

  await enterCode(page, third.code);
  await expect(dialog).toHaveAttribute('data-login-step', 'success');
  await expect(dialog).toContainText(`Signed in as ${email}.`);
  expect((await sessionCookies(page)).session).toBeDefined();
});

test('a lost connection while sending or verifying returns to step 1 with the e-mail kept', async ({ page, request }) => {
  const email = uniqueEmail('offline');
  await clearMailbox(request, email);
  await gotoHydrated(page, '/?login=1');
  const dialog = loginDialog(page);
  const emailField = dialog.getByRole('textbox', { name: 'E-mail address' });
  // The login action's requests (the page's own form posts) never reach the server.
  const cutOff = (route: Route) => route.abort('internetdisconnected');
  const loginPosts = (url: URL) => url.pathname.startsWith('/auth/login');

  await page.route(loginPosts, cutOff);
  await emailField.fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await expect(dialog).toHaveAttribute('data-login-step', 'initial');
  await expect(emailField).toHaveValue(email);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await page.unroute(loginPosts, cutOff);
  await requestCode(page, email);
  const mail = await waitForMail(request, email);
  await page.route(loginPosts, cutOff);
  await enterCode(page, mail.code);
  await expect(dialog).toHaveAttribute('data-login-step', 'initial');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeFocused();
  // The page itself is still there behind the overlay, not an error page.
  await page.unroute(loginPosts, cutOff);
  await dialog.getByRole('button', { name: 'Back' }).or(dialog.getByRole('button', { name: 'Close' })).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Current deals' })).toBeVisible();
});

test.describe('inside the iOS app', () => {
  // The app's web view adds the marker to Safari's user agent.
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KoriApp/3.2',
  });

  test('the host receives sendSessionJwt and the shopper lands on /my/orders', async ({ page, context, request }) => {
    // What WKWebView injects for a registered script message handler, recording what the page posts.
    await context.addInitScript(() => {
      const recorder = window as unknown as { __posted: unknown[]; webkit: unknown };
      recorder.__posted = [];
      recorder.webkit = { messageHandlers: { sendSessionJwt: { postMessage: (message: unknown) => recorder.__posted.push(message) } } };
    });
    const posted = () => page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted);
    const email = uniqueEmail('ios');
    await clearMailbox(request, email);

    await gotoHydrated(page, '/?login=1');
    const dialog = loginDialog(page);
    // The app view has a close button, also on a wide screen.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    expect(await posted()).toEqual([]);

    await signIn(page, request, email);
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/my/orders');
    await expectSignedInOnMyOrders(page, email);

    // Exactly one message, carrying a JWT of the browser's session for this shopper. (Loading /my/orders
    // re-checked the session and renewed the cookie's JWT since, so the two JWTs need not be equal.)
    const messages = (await posted()) as Array<{ sessionJwt?: unknown }>;
    expect(messages).toHaveLength(1);
    const postedJwt = messages[0]?.sessionJwt;
    expect(typeof postedJwt).toBe('string');
    const postedClaims = jwtClaims(String(postedJwt));
    const cookieClaims = jwtClaims((await sessionCookies(page)).jwt?.value ?? '');
    const sessionOf = (claims: Record<string, unknown>) => claims['https://stytch.com/session'] as { id: string };
    expect(postedClaims.sub).toBe(cookieClaims.sub);
    expect(sessionOf(postedClaims).id).toBe(sessionOf(cookieClaims).id);
    expect(JSON.stringify(sessionOf(postedClaims))).toContain(email);

    // A new page in the app refreshes the session at start and hands the new JWT over again.
    const startRefresh = pageRefresh(page);
    await page.reload();
    const refreshAnswer = (await (await startRefresh).json()) as { ok: boolean; sessionJwt: string | null };
    expect(refreshAnswer.ok).toBe(true);
    expect(refreshAnswer.sessionJwt).toBeTruthy();
    // The page posts the JWT it was rendered with, then the one the refresh issued: each change once.
    const latest = async () => ((await posted()) as Array<{ sessionJwt?: string }>).at(-1);
    await expect.poll(latest).toEqual({ sessionJwt: refreshAnswer.sessionJwt });
    const afterReload = ((await posted()) as Array<{ sessionJwt?: string }>).map((message) => message.sessionJwt);
    expect(afterReload.length).toBeLessThanOrEqual(2);
    expect(new Set(afterReload).size).toBe(afterReload.length);
    await expectSignedInOnMyOrders(page, email);
  });
});
