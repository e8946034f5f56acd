import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  it('answers from the cache until the entry expires', async () => {
    let time = 0;
    const cache = createResponseCache({ now: () => time });
    const load = jest.fn(async () => `answer at ${time}`);
    expect(await cache.getOrLoad('k', 1000, load)).toBe('answer at 0');
    time = 999;
    expect(await cache.getOrLoad('k', 1000, load)).toBe('answer at 0');
    time = 1000;
    expect(await cache.getOrLoad('k', 1000, load)).toBe('answer at 1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one call among concurrent misses and keeps no failure', async () => {
    const cache = createResponseCache();
    let release: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.getOrLoad('k', 1000, load);
    const second = cache.getOrLoad('k', 1000, load);
    release('one call');
    expect(await Promise.all([first, second])).toEqual(['one call', 'one call']);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = jest.fn(async () => {
      throw new Error('API down');
    });
    await expect(cache.getOrLoad('bad', 1000, failing)).rejects.toThrow('API down');
    await expect(cache.getOrLoad('bad', 1000, failing)).rejects.toThrow('API down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = createResponseCache({ maxEntries: 2 });
    await cache.getOrLoad('a', 1000, async () => 'a');
    await cache.getOrLoad('b', 1000, async () => 'b');
    await cache.getOrLoad('a', 1000, async () => 'a again');
    await cache.getOrLoad('c', 1000, async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', 1000, async () => 'reloaded')).toBe('a');
    expect(await cache.getOrLoad('b', 1000, async () => 'reloaded')).toBe('reloaded');
  });
});
