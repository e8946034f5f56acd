import type { Region } from '@kori/i18n';
import { LruCache } from './lru-cache';
import { normaliseEmail, normalisePhone } from './normalise-phone';
import { sha256Hex } from './sha256';

/** At most 2000 hashes are kept. */
export const HASH_CACHE_MAX_ENTRIES = 2000;

export interface UserDataInput {
  email?: string | null;
  phone?: string | null;
}

/** Google's enhanced-conversions field names for hashed user data in the data layer. */
export interface HashedUserData {
  sha256_email_address?: string;
  sha256_phone_number?: string;
}

export interface UserDataHasher {
  hashEmail(email: string): Promise<string | null>;
  hashPhone(phone: string, region: Region): Promise<string | null>;
  hashUserData(input: UserDataInput, region: Region): Promise<HashedUserData>;
  readonly cacheSize: number;
}

/**
 * Hashes e-mail and phone (normalised first) with SHA-256, remembering up to 2000 results so the same
 * address is not hashed again on every event. A failure is logged and the field left out.
 */
export function createUserDataHasher({
  maxEntries = HASH_CACHE_MAX_ENTRIES,
  digest = sha256Hex,
  log = (message: string, error: unknown) => console.warn(message, error),
}: { maxEntries?: number; digest?: (text: string) => Promise<string>; log?: (message: string, error: unknown) => void } = {}): UserDataHasher {
  const cache = new LruCache<string, Promise<string>>(maxEntries);

  const hashNormalised = async (kind: 'email' | 'phone', normalised: string | null): Promise<string | null> => {
    if (normalised === null) return null;
    const key = `${kind}:${normalised}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = Promise.resolve()
        .then(() => digest(normalised))
        .catch((error: unknown) => {
          cache.delete(key); // a failure is not remembered
          throw error;
        });
      cache.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      log('Hashing user data for analytics failed', error);
      return null;
    }
  };

  const hasher: UserDataHasher = {
    hashEmail: (email) => hashNormalised('email', normaliseEmail(email)),
    hashPhone: (phone, region) => hashNormalised('phone', normalisePhone(phone, region)),
    async hashUserData(input, region) {
      const [email, phone] = await Promise.all([
        input.email ? hasher.hashEmail(input.email) : Promise.resolve(null),
        input.phone ? hasher.hashPhone(input.phone, region) : Promise.resolve(null),
      ]);
      const result: HashedUserData = {};
      if (email) result.sha256_email_address = email;
      if (phone) result.sha256_phone_number = phone;
      return result;
    },
    get cacheSize() {
      return cache.size;
    },
  };
  return hasher;
}
