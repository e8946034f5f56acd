import { gunzipSync } from 'node:zlib';
import { messagesFilePath } from '@kori/i18n/server';
import { testCompiledMessages } from '@kori/i18n/testing';
import { getRaw as get, startStorefront, type RunningStorefront } from './test-support';

describe('GET /messages/<language>-<version>.json', () => {
  let storefront: RunningStorefront;
  beforeAll(async () => {
    storefront = await startStorefront({});
  });
  afterAll(() => storefront.close());

  it("serves the language's compiled catalogue, compressed and cached for a year, to signed-in shoppers too", async () => {
    const reply = await get(`${storefront.url}${messagesFilePath('sv')}`, { 'accept-encoding': 'gzip', cookie: 'stytch_session=s' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(reply.body).toString('utf8'))).toEqual(testCompiledMessages('sv-SE'));
  });

  it('answers an older version with the current catalogue, not to be kept', async () => {
    const reply = await get(`${storefront.url}/messages/nl-000000000000.json`);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(reply.body.toString('utf8'))).toEqual(testCompiledMessages('nl-NL'));
  });

  it.each([
    ['de-000000000000.json', 404],
    ['fi.json', 404],
    ['..%2Ffi-000000000000.json', 404],
    ['fi-000000000000.json%00', 404],
    ['%E0%A4%A', 400],
  ])('answers %s with %i, kept by no one', async (name, status) => {
    const reply = await get(`${storefront.url}/messages/${name}`);
    expect(reply.status).toBe(status);
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
