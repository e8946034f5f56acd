import type { RequestHandler } from 'express';
import { beforeHeaders } from './before-headers';
import { contentSecurityPolicy, createNonce, PERMISSIONS_POLICY, REPORTING_ENDPOINTS } from './content-security-policy';

export interface SecurityHeadersOptions {
  /** Origins the browser may call besides the site's own (connect-src). */
  connectOrigins?: readonly string[];
  /** Payment providers' hosted pages the pay form redirects to (form-action). */
  formActionOrigins?: readonly string[];
  /** A page embedding a third-party checkout and the origins its script and frames come from (on that page only). */
  embeddedCheckout?: { path: string; origins: readonly string[] };
}

/**
 * The build's scripts and stylesheets (/assets/<name>.js|.css, answered as such). The page that loads them
 * is governed by its own Content-Security-Policy, Permissions-Policy and framing rules; sent again with each
 * of them, those headers did nothing but cost ~0.6 kB per file (a product page loads about 20). A missing
 * file's address answered by a rendered page keeps them all.
 */
const ASSET_PATH = /^\/assets\/[^/]+\.(?:js|css)$/;
const SCRIPT_OR_STYLESHEET_TYPE = /^(?:text\/css|(?:text|application)\/javascript)\b/;
const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'reporting-endpoints', 'permissions-policy', 'x-frame-options'];

/**
 * Baseline response headers for every request: no content sniffing, no framing by other sites, lean
 * referrers, a Content-Security-Policy with this response's nonce (in `res.locals.cspNonce` for the
 * renderer) and a Permissions-Policy. The build's scripts and stylesheets get only the first and the
 * referrer policy (which a stylesheet's own requests follow): the others apply to documents.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals['cspNonce'] = nonce;
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    const embedded = options.embeddedCheckout && req.path === options.embeddedCheckout.path ? options.embeddedCheckout.origins : [];
    res.setHeader(
      'content-security-policy',
      contentSecurityPolicy({
        nonce,
        connectOrigins: options.connectOrigins,
        formActionOrigins: options.formActionOrigins,
        embeddedCheckoutOrigins: embedded,
      }),
    );
    res.setHeader('reporting-endpoints', REPORTING_ENDPOINTS);
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    beforeHeaders(res, () => {
      // A route with its own policy (the merchant redirect's `origin`) appends it to the default; send one.
      const referrerPolicy = res.getHeader('referrer-policy');
      const routePolicy = Array.isArray(referrerPolicy) ? referrerPolicy.at(-1) : undefined;
      if (routePolicy) res.setHeader('referrer-policy', routePolicy);
      if (ASSET_PATH.test(req.path) && SCRIPT_OR_STYLESHEET_TYPE.test(String(res.getHeader('content-type') ?? ''))) {
        for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
      }
    });
    next();
  };
}
