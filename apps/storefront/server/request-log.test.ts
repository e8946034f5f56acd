import { startStorefront } from './test-support';

describe('request logs', () => {
  it('writes one structured line per request with id, method, path, status and duration', async () => {
    const storefront = await startStorefront({});
    try {
      const response = await fetch(`${storefront.url}/graphql?secret=1`, { method: 'DELETE', headers: { 'x-request-id': 'trace-123' } });
      expect(response.headers.get('x-request-id')).toBe('trace-123');
      await storefront.close();
      const line = storefront.logs.lines.find((entry) => entry.msg === 'request');
      expect(line).toMatchObject({
        level: 'info',
        service: 'storefront',
        requestId: 'trace-123',
        method: 'DELETE',
        path: '/graphql',
        status: 405,
        aborted: false,
      });
      expect(line!.durationMs).toEqual(expect.any(Number));
    } finally {
      await storefront.close().catch(() => undefined);
    }
  });

  it('replaces an unsafe incoming request id and sets baseline security headers', async () => {
    const storefront = await startStorefront({});
    try {
      const response = await fetch(`${storefront.url}/graphql`, { method: 'DELETE', headers: { 'x-request-id': 'bad id with spaces' } });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      await storefront.close();
    }
  });
});
