import { startStorefront } from './test-support';

describe('the 400 page for an address that cannot be decoded', () => {
  const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

  it('is in the language of the locale cookie, Accept-Language or ?lang=, never Express’s English page', async () => {
    const storefront = await startStorefront({});
    try {
      const byCookie = await get(`${storefront.url}/%E0%A4%A`, { cookie: 'locale=sv-SE' });
      expect(byCookie.status).toBe(400);
      expect(byCookie.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const swedish = await byCookie.text();
      expect(swedish).toContain('<html lang="sv-SE">');
      expect(swedish).toContain('<h1>Ogiltig adress</h1>');
      expect(swedish).not.toContain('URIError');

      const byHeader = await (await get(`${storefront.url}/a%ZZ`, { 'accept-language': 'nl-NL,nl;q=0.9' })).text();
      expect(byHeader).toContain('<h1>Ongeldig adres</h1>');

      const byDefault = await (await get(`${storefront.url}/a%ZZ`)).text();
      expect(byDefault).toContain('<h1>Virheellinen osoite</h1>');

      const byParam = await get(`${storefront.url}/a%ZZ?lang=en-FI`, { cookie: 'locale=fi-FI' });
      expect(byParam.status).toBe(400);
      const english = await byParam.text();
      expect(english).toContain('<h1>Invalid address</h1>');
      expect(english).toContain('<a href="/">');
    } finally {
      await storefront.close();
    }
  });
});
