import { generateReferenceData, type SeedMerchant } from '@kori/catalogue-seed/server';
import { MERCHANT_SHOPS_BASE_PATH as B, merchantShopPaths as paths } from '@kori/merchant-shop-protocol';
import { DEFAULT_MERCHANT_AGENT_TOKEN } from '../env';
import { useSandbox } from '../test-support/use-sandbox';

const merchants = generateReferenceData('kori').merchants;
const shop = merchants.find((merchant) => merchant.purchaseMode === 'KORI_CHECKOUT') as SeedMerchant;
const redirectOnly = merchants.find((merchant) => merchant.purchaseMode === 'REDIRECT_ONLY') as SeedMerchant;

describe('the merchant shops page', () => {
  const h = useSandbox('all');
  const page = async (query = '') => {
    const response = await fetch(`${h.url}${B}${query}`);
    return { status: response.status, html: await response.text() };
  };
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${h.url}${B}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) });
  const faults = async () => (await (await fetch(`${h.url}${B}${paths.faults()}?merchantId=${shop.id}`)).json()).faults as { id: string; kind: string }[];

  beforeEach(async () => {
    await fetch(`${h.url}${B}${paths.state()}`, { method: 'DELETE' });
  });

  it('lists every merchant, marking the redirect-only ones', async () => {
    const { status, html } = await page();
    expect(status).toBe(200);
    expect(html).toContain(`?merchant=${shop.id}`);
    expect(html).toContain(`${redirectOnly.title} (redirect-only, no shop API)`);
  });

  it('adds and clears faults from its forms, refusing cross-site posts and bad values', async () => {
    const added = await post('/page/faults', { merchantId: shop.id, kind: 'fieldRejected', field: 'phone', times: '2' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`${B}?merchant=${shop.id}`);
    expect((await faults()).map((fault) => fault.kind)).toEqual(['fieldRejected']);
    expect((await page(`?merchant=${shop.id}`)).html).toContain('Rejected form field (FIELD_REJECTED)</strong> — field: phone; 2 more time(s)');

    const bad = await post('/page/faults', { merchantId: shop.id, kind: 'latency', ms: 'soon' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Fault not added');
    expect((await post('/page/faults', { merchantId: shop.id, kind: 'timeout' }, { origin: 'https://evil.example' })).status).toBe(403);

    expect((await post('/page/faults/clear', { merchantId: shop.id })).status).toBe(303);
    expect(await faults()).toEqual([]);
  });

  it('deletes one fault from its form, keeping the others', async () => {
    await post('/page/faults', { merchantId: shop.id, kind: 'timeout' });
    await post('/page/faults', { merchantId: shop.id, kind: 'serverError' });
    const [first] = await faults();
    const deleted = await post('/page/faults/delete', { merchantId: shop.id, faultId: first?.id ?? '' });
    expect(deleted.status).toBe(303);
    expect((await faults()).map((fault) => fault.kind)).toEqual(['serverError']);
    expect((await post('/page/faults/delete', { merchantId: shop.id, faultId: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('shows carts with what the agent typed, escaped', async () => {
    const auth = { authorization: `Bearer ${DEFAULT_MERCHANT_AGENT_TOKEN}`, 'content-type': 'application/json' };
    const cart = await (await fetch(`${h.url}${B}${paths.carts(shop.id)}`, { method: 'POST', headers: auth })).json();
    const contact = { firstName: '<script>alert(1)</script>', lastName: 'V', streetAddress: 'Katu 1', postalCode: '00100', city: 'Helsinki', email: 'a@example.com', phone: '+358401234567' };
    expect((await fetch(`${h.url}${B}${paths.contact(shop.id, cart.cartId)}`, { method: 'PUT', headers: auth, body: JSON.stringify(contact) })).status).toBe(200);
    const { html } = await page(`?merchant=${shop.id}`);
    expect(html).toContain(cart.cartId);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });
});
