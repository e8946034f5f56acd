import type { RequestHandler } from 'express';

/** Baseline response headers for every request (no content sniffing, no framing by other sites, lean referrers). */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    next();
  };
}
