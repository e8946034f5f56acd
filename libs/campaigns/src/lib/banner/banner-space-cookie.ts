import { readCookie, serializeSetCookie } from '@kori/shell';

/**
 * Set by the browser while its banner decision is "hidden" (a dismissal, a used code), so the server keeps
 * no space for a banner that will not show. Only a layout hint: the stored values still decide the banner.
 */
export const BANNER_HIDDEN_COOKIE = 'campaign-banner-hidden';
/** Renewed on every page that decides "hidden"; a hint older than this is forgotten. */
export const BANNER_HIDDEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Whether a Cookie header (or `document.cookie`) says this browser's banner is hidden. */
export function bannerHiddenIn(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, BANNER_HIDDEN_COOKIE) === '1';
}

/** Writes (hidden) or removes (shown) the hint in the browser, only when it changes. */
export function rememberBannerHidden(hidden: boolean): void {
  if (typeof document === 'undefined' || bannerHiddenIn(document.cookie) === hidden) return;
  const secure = window.location.protocol === 'https:';
  document.cookie = serializeSetCookie(BANNER_HIDDEN_COOKIE, hidden ? '1' : '', {
    maxAge: hidden ? BANNER_HIDDEN_MAX_AGE_SECONDS : 0,
    path: '/',
    sameSite: 'Lax',
    secure,
    httpOnly: false,
  });
}
