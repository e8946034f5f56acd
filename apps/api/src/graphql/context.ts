import { currencyForRegion, languageOfRegion, type Currency, type Language, type Region } from '@kori/region';
import type { Logger } from '@kori/util-log';
import type { VerifiedSession } from '../auth/session-verifier';
import type { UserAccount } from '../auth/user-accounts';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import type { CheckoutEngine } from '../checkout/checkout-engine';
import type { CheckoutCoupons } from '../coupons/checkout-coupons';
import type { Database } from '../db/database';
import { unauthenticated } from './errors';
import type { Loaders } from './loaders/create-loaders';
import type { UserModel } from './mappers';

/** The process's shared parts and the request's own data, handed through to every resolver as they are. */
interface RequestParts {
  db: Database;
  logger: Logger;
  /** The current UTC date (YYYY-MM-DD): the "today" of price history. */
  today: string;
  /** Language the request prefers (Accept-Language), when it names one the shop speaks. */
  preferredLanguage: Language | null;
  catalogue: CatalogueCache;
  loaders: Loaders;
  /** Base URL that sandbox merchant paths resolve against. */
  sandboxUrl: string;
  /** Starts, performs and reads checkouts. */
  checkout: CheckoutEngine;
  /** Prices coupon and referral codes against checkouts. */
  coupons: CheckoutCoupons;
  /** Revokes the bearer token's session (logout); true when the token was a valid session. */
  revokeSession(): Promise<boolean>;
}

/** What every resolver gets: request-scoped (user, loaders, logger) plus the process's shared parts. */
export interface ApiContext extends RequestParts {
  /** The verified, unrevoked session behind the bearer token, or null. Checked once, when first asked. */
  session(): Promise<VerifiedSession | null>;
  /** The signed-in user's account (created on first sign-in), or null. Read once, when first asked. */
  account(): Promise<UserAccount | null>;
  /** The signed-in user, or null. */
  user(): Promise<UserModel | null>;
  /** The user, or an UNAUTHENTICATED error. */
  requireUser(): Promise<UserModel>;
  currencyFor(region: Region): Currency;
  /** Language for labels that have no language argument: the preferred one, else the region's own. */
  labelLanguage(region: Region): Language;
}

export interface ContextParts extends RequestParts {
  /** Verifies the request's bearer token; null without one. */
  verifySession(): Promise<VerifiedSession | null>;
  /** The account of a verified session. */
  loadAccount(session: VerifiedSession): Promise<UserAccount>;
}

/** Runs `load` on the first call only; later calls share its promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}

/**
 * The user is resolved lazily: public catalogue queries (most requests, bearer token or not) never
 * verify a token or read the users table; user-only fields do so once per request.
 */
export function createApiContext(parts: ContextParts): ApiContext {
  const { verifySession, loadAccount, ...shared } = parts;
  const session = once(verifySession);
  const account = once(async () => {
    const verified = await session();
    return verified ? loadAccount(verified) : null;
  });
  const user = async () => (await account())?.user ?? null;
  return {
    ...shared,
    session,
    account,
    user,
    async requireUser() {
      const current = await user();
      if (!current) throw unauthenticated();
      return current;
    },
    currencyFor: currencyForRegion,
    labelLanguage: (region) => parts.preferredLanguage ?? languageOfRegion(region),
  };
}
