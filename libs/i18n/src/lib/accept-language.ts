import { parseLocale } from './parse-locale';
import { isLanguage, isLocale, type Locale } from './locales';

interface WeightedTag {
  tag: string;
  quality: number;
  order: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  const tags: WeightedTag[] = [];
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
  return tags.sort((a, b) => b.quality - a.quality || a.order - b.order);
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
