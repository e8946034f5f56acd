import { createWindowCache } from './window-cache';
import { EMPTY_WINDOW, type SearchWindow } from './search-window-model';

const window = (id: number): SearchWindow => ({ ...EMPTY_WINDOW, ids: [id] });

describe('createWindowCache', () => {
  it('reuses a window within its TTL, reads again after it, and after clear()', async () => {
    let time = 0;
    let reads = 0;
    const cache = createWindowCache({ ttlMs: 1000, now: () => time });
    const read = async () => window(++reads);
    expect((await cache.get('a', read)).ids[0]).toBe(1);
    time = 999;
    expect((await cache.get('a', read)).ids[0]).toBe(1);
    time = 1000;
    expect((await cache.get('a', read)).ids[0]).toBe(2);
    cache.clear();
    expect((await cache.get('a', read)).ids[0]).toBe(3);
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
  });

  it('shares one read between concurrent requests, keeps no failed read, and drops the oldest past its size', async () => {
    let reads = 0;
    const cache = createWindowCache({ ttlMs: 1000, maxEntries: 2 });
    const read = async () => window(++reads);
    const [a, b] = await Promise.all([cache.get('a', read), cache.get('a', read)]);
    expect(a).toBe(b);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('x', read)).ids[0]).toBe(2);
    await cache.get('y', read);
    expect((await cache.get('a', read)).ids[0]).toBe(4);
  });
});
