/**
 * @jest-environment node
 */
import { LruCache } from './lru-cache';
import { createUserDataHasher, HASH_CACHE_MAX_ENTRIES } from './user-data-hasher';

describe('user data hashing', () => {
  it('hashes the normalised e-mail and phone with SHA-256', async () => {
    const hasher = createUserDataHasher();
    await expect(hasher.hashUserData({ email: '  Test@Example.COM ', phone: '040 123 4567' }, 'FI')).resolves.toEqual({
      sha256_email_address: '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
      sha256_phone_number: 'd41d2f7475d7d4953ac320c5556699d055035af91aa09844f48f925ec450d744',
    });
    await expect(hasher.hashPhone('+358 40 123 4567', 'SE')).resolves.toBe('d41d2f7475d7d4953ac320c5556699d055035af91aa09844f48f925ec450d744');
  });

  it('leaves out empty fields', async () => {
    await expect(createUserDataHasher().hashUserData({ email: ' ', phone: null }, 'NL')).resolves.toEqual({});
  });

  it('hashes each value once and keeps at most 2000 hashes', async () => {
    expect(HASH_CACHE_MAX_ENTRIES).toBe(2000);
    const digest = jest.fn(async (text: string) => `hash-of-${text}`);
    const hasher = createUserDataHasher({ digest });
    await hasher.hashEmail('a@example.com');
    await hasher.hashEmail(' A@EXAMPLE.COM');
    expect(digest).toHaveBeenCalledTimes(1);
    for (let n = 0; n < 2100; n++) await hasher.hashEmail(`user${n}@example.com`);
    expect(hasher.cacheSize).toBe(2000);
    digest.mockClear();
    await hasher.hashEmail('user2099@example.com'); // recent: cached
    await hasher.hashEmail('a@example.com'); // evicted long ago
    expect(digest.mock.calls).toEqual([['a@example.com']]);
  });

  it('only logs a failure, leaves the field out, and does not remember it', async () => {
    const log = jest.fn();
    const digest = jest.fn().mockRejectedValueOnce(new Error('no crypto')).mockImplementation(async () => 'ok');
    const hasher = createUserDataHasher({ digest, log });
    await expect(hasher.hashUserData({ email: 'a@example.com' }, 'FI')).resolves.toEqual({});
    expect(log).toHaveBeenCalledWith('Hashing user data for analytics failed', expect.any(Error));
    await expect(hasher.hashEmail('a@example.com')).resolves.toBe('ok');
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.size).toBe(2);
  });
});
