import Stripe from 'stripe';
import { PAYMENT_SANDBOX_DEFAULTS } from '../env';
import { useSandbox } from '../test-support/use-sandbox';

const h = useSandbox('each');

async function stripeIntent(amount = 2500) {
  const url = new URL(h.url);
  const stripe = new Stripe(PAYMENT_SANDBOX_DEFAULTS.STRIPE_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
  return { stripe, intent: await stripe.paymentIntents.create({ amount, currency: 'eur', capture_method: 'manual', return_url: 'http://127.0.0.1:3000/payment-completed' }) };
}

const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/payments/page/outcome`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(body).toString() });

describe('the payments page', () => {
  it('says so when there are no payments yet', async () => {
    const page = await fetch(`${h.url}/payments`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('No payments yet.');
  });

  it('lists each payment with its state, money and outcome buttons, and a button changes it', async () => {
    const { stripe, intent } = await stripeIntent();
    let html = await (await fetch(`${h.url}/payments`)).text();
    expect(html).toContain(`<code>${intent.id}</code>`);
    expect(html).toContain('<strong>requires_action</strong>');
    expect(html).toContain(`aria-label="Approve: ${intent.id}"`);
    expect(html).toContain('<caption>Payments, newest first</caption>');

    const chosen = await form({ paymentId: intent.id, outcome: 'approve' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/payments');
    await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1000 });
    html = await (await fetch(`${h.url}/payments`)).text();
    expect(html).toContain('<strong>succeeded</strong>');
    expect(html).toMatch(/capture 10\.00 EUR/);
    expect(html).toMatch(/void 15\.00 EUR/);
    // Once money moved the outcome stays.
    const late = await form({ paymentId: intent.id, outcome: 'refuse' });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('role="alert"');
  });

  it('refuses bad input with 4xx, never 500', async () => {
    const { intent } = await stripeIntent();
    expect((await form({ paymentId: intent.id, outcome: 'explode' })).status).toBe(400);
    expect((await form({ paymentId: 'pi_missing', outcome: 'approve' })).status).toBe(404);
    expect((await form({ paymentId: intent.id, outcome: 'creditDenied' })).status).toBe(400);
    expect((await form({ paymentId: intent.id, outcome: 'approve' }, { origin: 'http://evil.example' })).status).toBe(403);
    const api = (body: string) => fetch(`${h.url}/payments/api/${intent.id}/outcome`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await api('{"outcome":')).status).toBe(400);
    expect((await api('{"outcome":"nope"}')).status).toBe(400);
    expect((await api('{"outcome":"pending"}')).status).toBe(200);
    expect((await fetch(`${h.url}/payments/api/unknown`)).status).toBe(404);
  });
});
