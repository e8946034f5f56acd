/**
 * @jest-environment node
 */
import { createRequesterDouble } from '@kori/graphql-schema/testing';
import { createTestLoadContext, thrownBy } from '@kori/shell/testing';
import { createLogger, type LogRecord } from '@kori/util-log';
import { OfferRedirectDocument, RecordOfferClickDocument } from '../../graphql/generated/graphql';
import { clickClientId, offerRedirectLoader, parseOfferRedirectParams, safeMerchantUrl } from './offer-redirect.server';

const product = (url = 'http://127.0.0.1:4010/merchants/m-1/products/o-2') => ({
  product: { id: 'p-1', offers: [{ id: 'o-1', url: 'https://shop.example/p/1' }, { id: 'o-2', url }] },
});

function run(path: string, graphql = createRequesterDouble(), options: { cookie?: string; records?: LogRecord[] } = {}) {
  const [, , locale = '', productId = '', offerId = ''] = path.split('/');
  const logger = createLogger({ service: 'test', level: 'debug', write: (line) => options.records?.push(JSON.parse(line)) });
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  return offerRedirectLoader({
    request: new Request(`http://kori.test${path}`, { headers }),
    params: { locale, productId, offerId },
    context: createTestLoadContext({ graphql, logger }),
  });
}

describe('parseOfferRedirectParams', () => {
  it('accepts a served locale with product and offer ids', () => {
    expect(parseOfferRedirectParams({ locale: 'sv-SE', productId: '12', offerId: '34' })).toEqual({ locale: 'sv-SE', productId: '12', offerId: '34' });
  });

  it.each([
    ['unsupported locale', { locale: 'de-DE', productId: '1', offerId: '2' }],
    ['lower-case locale', { locale: 'fi-fi', productId: '1', offerId: '2' }],
    ['missing offer', { locale: 'fi-FI', productId: '1' }],
    ['id with a slash', { locale: 'fi-FI', productId: '1/2', offerId: '2' }],
    ['empty product', { locale: 'fi-FI', productId: '', offerId: '2' }],
  ])('refuses %s', (_label, params) => {
    expect(parseOfferRedirectParams(params)).toBeNull();
  });
});

describe('safeMerchantUrl', () => {
  it.each(['https://shop.example/p/1', 'http://127.0.0.1:4010/merchants/a/products/b'])('keeps %p', (url) => {
    expect(safeMerchantUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://shop.example/', '/relative', '//shop.example/x', ''])('refuses %p', (url) => {
    expect(safeMerchantUrl(url)).toBeNull();
  });
});

describe('clickClientId', () => {
  it('reuses a valid client id cookie', () => {
    const request = new Request('http://kori.test/', { headers: { cookie: 'kori_cid=abcdef12-3456' } });
    expect(clickClientId(request)).toEqual({ clientId: 'abcdef12-3456', setCookie: null });
  });

  it('creates none without statistics consent', () => {
    expect(clickClientId(new Request('http://kori.test/'))).toEqual({ clientId: null, setCookie: null });
  });

  it('creates one with statistics consent', () => {
    const request = new Request('https://kori.test/', { headers: { cookie: 'consent-levels=1-1_2-0_3-1_4-0' } });
    const { clientId, setCookie } = clickClientId(request);
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookie).toBe(`kori_cid=${clientId}; Max-Age=31536000; Path=/; SameSite=Lax; Secure; HttpOnly`);
  });
});

describe('offerRedirectLoader', () => {
  it('records the click and answers 302 to the merchant page', async () => {
    const graphql = createRequesterDouble().on(OfferRedirectDocument, product()).on(RecordOfferClickDocument, { recordOfferClick: true });

    const response = await run('/redirect/sv-SE/p-1/o-2', graphql, { cookie: 'kori_cid=client-0001' });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4010/merchants/m-1/products/o-2');
    expect(graphql.calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['OfferRedirect', { id: 'p-1', region: 'SE' }],
      ['RecordOfferClick', { productId: 'p-1', offerId: 'o-2', locale: 'sv-SE', clientId: 'client-0001' }],
    ]);
  });

  it('still sends the shopper on when the click cannot be recorded, and logs it', async () => {
    const records: LogRecord[] = [];
    const graphql = createRequesterDouble().on(OfferRedirectDocument, product()).on(RecordOfferClickDocument, new Error('api down'));
    const response = await run('/redirect/fi-FI/p-1/o-1', graphql, { records });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://shop.example/p/1');
    expect(records).toEqual([expect.objectContaining({ level: 'warn', msg: 'Offer click could not be recorded' })]);
  });

  it.each([
    ['an unsupported locale', '/redirect/de-DE/p-1/o-1', 0],
    ['an unknown offer', '/redirect/fi-FI/p-1/o-9', 1],
  ])('answers 404 for %s without recording', async (_label, path, apiCalls) => {
    const graphql = createRequesterDouble().on(OfferRedirectDocument, product());
    const thrown = await thrownBy(run(path, graphql));
    expect((thrown as Response).status).toBe(404);
    expect(graphql.calls).toHaveLength(apiCalls);
  });

  it('answers 404 for an unknown product', async () => {
    const graphql = createRequesterDouble().on(OfferRedirectDocument, { product: null });
    const thrown = await thrownBy(run('/redirect/nl-NL/nope/o-1', graphql));
    expect((thrown as Response).status).toBe(404);
  });

  it('answers 404 and warns for a merchant URL that is not http(s)', async () => {
    const records: LogRecord[] = [];
    const graphql = createRequesterDouble().on(OfferRedirectDocument, product('javascript:alert(1)'));
    const thrown = await thrownBy(run('/redirect/fi-FI/p-1/o-2', graphql, { records }));
    expect((thrown as Response).status).toBe(404);
    expect(graphql.calls.map((call) => call.operationName)).toEqual(['OfferRedirect']);
    expect(records).toEqual([expect.objectContaining({ level: 'warn', msg: 'Offer redirect refused: merchant URL is not http(s)', offerId: 'o-2' })]);
  });
});
