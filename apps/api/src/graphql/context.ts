import type { Logger } from '@kori/util-log';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import type { Database } from '../db/database';
import { currencyForRegion, languageOfRegion, type Currency, type Language, type Region } from '@kori/region';
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
  preferredLanguage: Language | null;
  catalogue: CatalogueCache;
  loaders: Loaders;
  /** Base URL that sandbox merchant paths resolve against. */
  sandboxUrl: string;
  /** The user, or an UNAUTHENTICATED error. */
  requireUser(): UserModel;
  currencyFor(region: Region): Currency;
  /** Language for labels that have no language argument: the preferred one, else the region's own. */
  labelLanguage(region: Region): Language;
}

export interface ContextParts {
  db: Database;
  logger: Logger;
  user: UserModel | null;
  userCreated: boolean;
  today: string;
  preferredLanguage: Language | null;
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
    labelLanguage: (region) => parts.preferredLanguage ?? languageOfRegion(region),
  };
}
