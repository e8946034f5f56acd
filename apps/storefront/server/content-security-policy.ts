import { randomBytes } from 'node:crypto';

/** Where browsers send policy violations (server/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
const REPORT_GROUP = 'csp';

/** A fresh nonce per response: 128 random bits, base64 (as the CSP grammar allows). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  nonce: string;
  /** Origins the browser may call besides its own (an absolute PUBLIC_GRAPHQL_ENDPOINT). */
  connectOrigins?: readonly string[];
  /**
   * Origins a form on the site may end up at: the payment providers' hosted pages, which the pay form's
   * answer redirects to (a redirect after a form submission is checked against form-action).
   */
  formActionOrigins?: readonly string[];
  /**
   * Origins of an embedded third-party checkout on this page (the Avarda Checkout script): its script,
   * frames and calls are allowed; given only for the page that embeds it.
   */
  embeddedCheckoutOrigins?: readonly string[];
}

/**
 * The storefront's Content-Security-Policy. Scripts run only from the site itself or inline with this
 * response's nonce (Remix's scripts, React's streaming scripts and the head's small inline scripts all
 * carry it). Styles allow 'unsafe-inline': components set `style` attributes, which cannot carry a
 * nonce, and a nonce in style-src would switch 'unsafe-inline' off; CSS cannot run script. The warm-up
 * worker in the head is started from a blob: URL. The pay form may redirect to the payment providers'
 * pages; only the page embedding the Avarda checkout may load its script and frames.
 */
export function contentSecurityPolicy({ nonce, connectOrigins = [], formActionOrigins = [], embeddedCheckoutOrigins = [] }: CspOptions): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", `'nonce-${nonce}'`, ...embeddedCheckoutOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connectOrigins, ...embeddedCheckoutOrigins].join(' '),
    ...(embeddedCheckoutOrigins.length > 0 ? [['frame-src', "'self'", ...embeddedCheckoutOrigins].join(' ')] : []),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...formActionOrigins].join(' '),
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

/** The Reporting API's endpoint list, naming the group the policy's report-to uses. */
export const REPORTING_ENDPOINTS = `${REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** Powerful features the shop never uses are off for it and anything it embeds; payment stays with the site. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self)',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');
