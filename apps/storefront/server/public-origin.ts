import type { RequestHandler } from 'express';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Makes every page see the configured public origin as its own, whatever Host or X-Forwarded-Host the
 * request carried: Remix builds `request.url` from them, and canonical links, og:url, the sitemap,
 * robots.txt and same-origin checks read that. A `Host: evil.example` therefore never reaches a page.
 * When the public origin is a loopback address (a local run), any loopback name on the same port is
 * left as it is, so http://localhost:3000 keeps working next to http://127.0.0.1:3000.
 */
export function publicOriginForPages(publicOrigin: string): RequestHandler {
  const origin = new URL(publicOrigin);
  const protocol = origin.protocol.slice(0, -1);
  const port = origin.port;
  const localRun = LOOPBACK.has(origin.hostname);
  return (req, _res, next) => {
    const host = req.headers.host ?? '';
    const asked = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host);
    const keep = localRun && asked !== null && LOOPBACK.has((asked[1] ?? '').toLowerCase()) && (asked[2] ?? '') === port && !req.headers['x-forwarded-host'];
    if (!keep) {
      req.headers.host = origin.host;
      delete req.headers['x-forwarded-host'];
      Object.defineProperty(req, 'protocol', { value: protocol, configurable: true });
    }
    next();
  };
}
