/**
 * The storefront's own paths, built in one place so features link and post to the same addresses the
 * route modules in apps/storefront/app/routes serve.
 */
export const LOGIN_QUERY_PARAM = 'login';
export const RETURN_TO_QUERY_PARAM = 'returnTo';

// Slashes stay readable in a return path (`returnTo=/my/orders`); everything else is escaped.
const readablePath = (path: string) => encodeURIComponent(path).replace(/%2F/gi, '/');

export const routePaths = {
  home: () => '/',
  myOrders: () => '/my/orders',
  orderDetails: (orderId: string) => `/my/orders/${encodeURIComponent(orderId)}`,
  myPriceAlerts: () => '/my/price-alerts',
  inviteAFriend: () => '/invite-a-friend',
  /** The front page with the login overlay open, coming back to `returnTo` afterwards. */
  login: (returnTo: string) => `/?${LOGIN_QUERY_PARAM}=1&${RETURN_TO_QUERY_PARAM}=${readablePath(returnTo)}`,
  /** Resource routes the page posts to. */
  loginAction: () => '/auth/login',
  logoutAction: () => '/auth/logout',
  sessionRefresh: () => '/api/session/refresh',
  localeSwitch: () => '/api/locale',
  consentAction: () => '/api/consent',
  analyticsCollector: () => '/api/analytics',
  cookieApi: (name: string) => `/api/cookies/${encodeURIComponent(name)}`,
} as const;

/** Account pages need a session: a shopper who signs out is not left on one. */
export function isAccountPath(pathname: string): boolean {
  return pathname === '/my' || pathname.startsWith('/my/');
}
