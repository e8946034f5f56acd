import { SUPPORTED_LOCALES } from '@kori/i18n';

/** Query parameter that addresses a page in one language (decision 008): `?lang=sv-SE`. */
export const LANG_PARAM = 'lang';

import type { AlternateLink } from '../page-meta/page-meta';

export interface SeoLinks {
  canonicalUrl: string;
  alternates: AlternateLink[];
}

/**
 * Canonical and hreflang addresses of a page: absolute, on the request's origin, with only the query
 * parameters that change the content (`keep`, for example `page`). Each locale is addressed with
 * `?lang=`; x-default is the bare address (language from cookie or browser).
 */
export function seoLinks(requestUrl: string, path: string, keep: Record<string, string | undefined> = {}): SeoLinks {
  const base = new URL(path, requestUrl);
  for (const [name, value] of Object.entries(keep)) if (value !== undefined) base.searchParams.set(name, value);
  const withLang = (locale: string) => {
    const url = new URL(base);
    url.searchParams.set(LANG_PARAM, locale);
    return url.href;
  };
  const lang = new URL(requestUrl).searchParams.get(LANG_PARAM);
  const canonical = lang && (SUPPORTED_LOCALES as readonly string[]).includes(lang) ? withLang(lang) : base.href;
  return {
    canonicalUrl: canonical,
    alternates: [...SUPPORTED_LOCALES.map((locale) => ({ hrefLang: locale, href: withLang(locale) })), { hrefLang: 'x-default', href: base.href }],
  };
}

export interface SeoPageMetaOptions {
  titleKey: string;
  descriptionKey: string;
  /** Query parameters that change the content (see `seoLinks`). */
  keep?: Record<string, string | undefined>;
}

/** A public page's meta: title and description in the request's language, with its canonical and hreflang addresses. */
export function seoPageMeta(
  intl: { formatMessage(descriptor: { id: string }): string },
  requestUrl: string,
  path: string,
  { titleKey, descriptionKey, keep }: SeoPageMetaOptions,
): { title: string; description: string } & SeoLinks {
  return {
    title: intl.formatMessage({ id: titleKey }),
    description: intl.formatMessage({ id: descriptionKey }),
    ...seoLinks(requestUrl, path, keep),
  };
}
