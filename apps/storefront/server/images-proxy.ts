import type { RequestHandler } from 'express';
import type { Logger } from '@kori/util-log';
import { forwardRequest } from './forward-request';

/** The only images the API serves: `/images/products/<id>.svg` (its product-image route). */
const PRODUCT_IMAGE_PATH = /^\/images\/products\/([1-9]\d{0,8})\.svg$/;

/** A product picture is a few kB; anything far larger or slower is not one. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOTAL_TIMEOUT_MS = 5_000;

/**
 * The API URL of a product image for a request path, or null for anything else. The URL is built from
 * the configured origin and the validated path alone, so neither an absolute-form request target nor
 * `..`, encoded characters or a query string can point the fetch at another host, port or path.
 */
export function productImageTarget(requestTarget: string, apiOrigin: string): URL | null {
  // Only the origin form (`/images/...`); a proxy-style absolute URL never names our upstream.
  if (!requestTarget.startsWith('/')) return null;
  const [path = ''] = requestTarget.split('?', 1);
  const match = PRODUCT_IMAGE_PATH.exec(path);
  return match ? new URL(`/images/products/${match[1]}.svg`, apiOrigin) : null;
}

/** `/images/*` is served by the API; the storefront passes GET/HEAD of product images through so they stay same-origin. */
export function imagesProxy({ apiUrl, logger }: { apiUrl: string; logger: Logger }): RequestHandler {
  const origin = new URL(apiUrl).origin;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      res.status(405).end();
      return;
    }
    // req.url keeps the target exactly as the client sent it (absolute form included).
    const target = productImageTarget(req.url, origin);
    if (!target) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    forwardRequest(req, res, {
      target,
      omitHeaders: ['cookie', 'authorization'],
      logger,
      totalTimeoutMs: IMAGE_TOTAL_TIMEOUT_MS,
      maxResponseBytes: IMAGE_MAX_BYTES,
    });
  };
}
