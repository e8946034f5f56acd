import { startStorefront } from './test-support';

describe('POST /api/csp-report', () => {
  it('logs each violation and answers 204', async () => {
    const storefront = await startStorefront({});
    try {
      const legacy = await fetch(`${storefront.url}/api/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': { 'document-uri': 'http://127.0.0.1/fi', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
        }),
      });
      expect(legacy.status).toBe(204);
      const modern = await fetch(`${storefront.url}/api/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/reports+json' },
        body: JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'http://127.0.0.1/sv', effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' } }]),
      });
      expect(modern.status).toBe(204);
      const logged = storefront.logs.lines.filter((line) => line.msg === 'csp violation');
      expect(logged).toEqual([
        expect.objectContaining({ documentUrl: 'http://127.0.0.1/fi', directive: 'script-src-elem', blockedUrl: 'inline' }),
        expect.objectContaining({ documentUrl: 'http://127.0.0.1/sv', directive: 'img-src', blockedUrl: 'https://x.example/a.png' }),
      ]);
    } finally {
      await storefront.close();
    }
  });

  it('refuses an oversized body with 413, answers junk with 204 and other methods with 405', async () => {
    const storefront = await startStorefront({});
    try {
      const big = await fetch(`${storefront.url}/api/csp-report`, { method: 'POST', body: 'x'.repeat(100_000) });
      expect(big.status).toBe(413);
      const junk = await fetch(`${storefront.url}/api/csp-report`, { method: 'POST', body: '{not json' });
      expect(junk.status).toBe(204);
      const get = await fetch(`${storefront.url}/api/csp-report`);
      expect(get.status).toBe(405);
    } finally {
      await storefront.close();
    }
  });
});
