import { isLanguage, type Language } from './languages';
import { isLocale, languageOfLocale, type Locale } from './locales';
import { parseLocale } from './parse-locale';

export interface WeightedLanguageTag {
  tag: string;
  quality: number;
}

/** The tags of an Accept-Language header, best first (by q, then by order); `*` and q=0 left out. */
export function parseAcceptLanguage(header: string): WeightedLanguageTag[] {
  const tags: (WeightedLanguageTag & { order: number })[] = [];
  header.split(',').forEach((entry, order) => {
    const [rawTag = '', ...params] = entry.trim().split(';');
    const tag = rawTag.trim();
    if (!tag || tag === '*') return;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) quality = Number(match[1]);
    }
    if (!Number.isFinite(quality) || quality <= 0) return;
    tags.push({ tag, quality, order });
  });
  return tags.sort((a, b) => b.quality - a.quality || a.order - b.order).map(({ tag, quality }) => ({ tag, quality }));
}

function canonical(tag: string): string {
  const [language = '', region = ''] = tag.split(/[-_]/);
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/**
 * The best served locale for an Accept-Language header, or null when it names no served language.
 * An exact locale match wins over a language-only match of the same weight.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  for (const { tag } of parseAcceptLanguage(header)) {
    const normalized = canonical(tag);
    if (isLocale(normalized)) return normalized;
    const language = normalized.split('-')[0];
    if (isLanguage(language)) return parseLocale(normalized).locale;
  }
  return null;
}

/** The best served language of an Accept-Language header, or null when it names none. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  const locale = localeFromAcceptLanguage(header);
  return locale ? languageOfLocale(locale) : null;
}
