import type { Logger } from '@kori/util-log';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import type { Database } from '../db/database';
import { currencyForRegion, type Currency, type LanguageCode, type Region } from '../domain/regions';
import { unauthenticated } from './errors';
import type { Loaders } from './loaders/create-loaders';
import type { UserModel } from './mappers';

/** What every resolver gets: request-scoped (user, loaders, logger) plus the process's shared parts. */
export interface ApiContext {
  db: Database;
  logger: Logger;
  /** The signed-in user (a verified session JWT), or null. */
  user: UserModel | null;
  /** True when this request created the user row (first sign-in). */
  userCreated: boolean;
  /** The current UTC date (YYYY-MM-DD): the "today" of price history. */
  today: string;
  /** Language the request prefers (Accept-Language), when it names one the shop speaks. */
  preferredLanguage: LanguageCode | null;
  catalogue: CatalogueCache;
  loaders: Loaders;
  /** Base URL that sandbox merchant paths resolve against. */
  sandboxUrl: string;
  /** The user, or an UNAUTHENTICATED error. */
  requireUser(): UserModel;
  currencyFor(region: Region): Currency;
  /** Language for labels that have no language argument: the preferred one, else the region's own. */
  labelLanguage(region: Region): LanguageCode;
}

const regionLanguage: Record<Region, LanguageCode> = { FI: 'fi', SE: 'sv', NL: 'nl' };

export interface ContextParts {
  db: Database;
  logger: Logger;
  user: UserModel | null;
  userCreated: boolean;
  today: string;
  preferredLanguage: LanguageCode | null;
  catalogue: CatalogueCache;
  loaders: Loaders;
  sandboxUrl: string;
}

export function createApiContext(parts: ContextParts): ApiContext {
  return {
    ...parts,
    requireUser() {
      if (!parts.user) throw unauthenticated();
      return parts.user;
    },
    currencyFor: currencyForRegion,
    labelLanguage: (region) => parts.preferredLanguage ?? regionLanguage[region],
  };
}

/** First language of an Accept-Language header that the shop speaks. */
export function preferredLanguageOf(header: string | null): LanguageCode | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) {
    if (language === 'fi' || language === 'en' || language === 'sv' || language === 'nl') return language;
  }
  return null;
}
