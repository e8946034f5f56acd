import { createRemixRequest } from '@remix-run/express/dist/server';
import { dropNulFromUrl } from './drop-nul-from-url';
import { serveForTest } from './serve-for-test';

describe('dropNulFromUrl', () => {
  it('gives pages the address without encoded NUL characters', async () => {
    const server = await serveForTest((app) => {
      app.all('*', dropNulFromUrl(), (req, res) => {
        const url = new URL(createRemixRequest(req, res).url);
        res.json({ path: url.pathname, q: url.searchParams.get('q') });
      });
    });
    try {
      expect(await (await fetch(`${server.url}/search?q=a%00b`)).json()).toEqual({ path: '/search', q: 'ab' });
      expect(await (await fetch(`${server.url}/sea%00rch?q=%00`)).json()).toEqual({ path: '/search', q: '' });
      expect(await (await fetch(`${server.url}/search?q=100%25`)).json()).toEqual({ path: '/search', q: '100%' });
    } finally {
      await server.close();
    }
  });
});
