import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_INTERNAL_API_SECRET } from '../env';
import { startSandbox, type Harness } from '../test-support/sandbox-harness';
import { merchantCatalogue } from './merchant-catalogue';

interface Received {
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in for Kori's API that records what the sandbox reports. */
async function fakeApi(status = 200): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (req.url === '/internal/offer-price') received.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/graphql`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const offer = [...merchantCatalogue('kori', 'tiny').offers.values()][0]!;

describe('changing an offer price in the sandbox', () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let h: Harness;
  beforeEach(async () => {
    api = await fakeApi();
    h = await startSandbox({ apiUrl: api.url });
  });
  afterEach(async () => {
    await h.close();
    await api.close();
  });

  const put = (sku: string, body: unknown) =>
    fetch(`${h.url}/merchant-shops/control/prices/${sku}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('sells at the new price and tells the API with the internal secret', async () => {
    const response = await put(offer.sku, { price: offer.price - 100 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sku: offer.sku, unitPrice: offer.price - 100, apiNotified: true });
    expect(api.received).toEqual([{ authorization: `Bearer ${DEFAULT_INTERNAL_API_SECRET}`, body: { offerId: Number(offer.sku), price: offer.price - 100 } }]);
    const read = await (await fetch(`${h.url}/merchant-shops/control/offers/${offer.sku}`)).json();
    expect(read.unitPrice).toBe(offer.price - 100);
  });

  it('refuses a bad price or an unknown offer', async () => {
    expect((await put(offer.sku, { price: -1 })).status).toBe(400);
    expect((await put(offer.sku, { price: '10' })).status).toBe(400);
    // The protocol's PRODUCT_NOT_AVAILABLE, as for reading an unknown offer.
    expect((await put('999999999', { price: 10 })).status).toBe(409);
    expect(api.received).toEqual([]);
  });

  it('changes a price from the page form, saying whether the API heard it', async () => {
    const post = (fields: Record<string, string>, origin?: string) =>
      fetch(`${h.url}/merchant-shops/page/prices`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        body: new URLSearchParams(fields).toString(),
      });
    const ok = await post({ sku: offer.sku, price: '12,50' });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('now costs 12.50');
    expect(api.received.at(-1)?.body).toEqual({ offerId: Number(offer.sku), price: 1250 });
    expect((await post({ sku: offer.sku, price: 'cheap' })).status).toBe(400);
    expect((await post({ sku: offer.sku, price: '1' }, 'https://evil.example')).status).toBe(403);
    expect(api.received).toHaveLength(1);
  });

  it('keeps the price but says so when the API is not reachable', async () => {
    await api.close();
    const response = await put(offer.sku, { price: 500 });
    expect(await response.json()).toMatchObject({ unitPrice: 500, apiNotified: false });
    api = await fakeApi();
  });
});
