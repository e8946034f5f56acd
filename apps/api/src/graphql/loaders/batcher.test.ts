import { createBatcher } from './batcher';

describe('createBatcher', () => {
  it('answers loads from the same tick with one batch call', async () => {
    const calls: number[][] = [];
    const batcher = createBatcher<number, string | null>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 3).map((k) => [String(k), `v${k}`]));
      },
      { missing: null },
    );
    const results = await Promise.all([batcher.load(1), batcher.load(2), batcher.load(1), batcher.load(3)]);
    expect(results).toEqual(['v1', 'v2', 'v1', null]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('batches loads made by resolvers that run after awaiting', async () => {
    const calls: number[][] = [];
    const batcher = createBatcher<number, number>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.map((k) => [String(k), k * 10]));
      },
      { missing: 0 },
    );
    const resolveField = async (id: number) => {
      await Promise.resolve();
      return batcher.load(id);
    };
    expect(await Promise.all([resolveField(1), resolveField(2), resolveField(3)])).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(await batcher.load(2)).toBe(20);
    expect(calls).toHaveLength(1);
  });

  it('rejects every waiting load when the batch fails, and tries again next time', async () => {
    let fail = true;
    const batcher = createBatcher<string, string>(
      async (keys) => {
        if (fail) throw new Error('database down');
        return new Map(keys.map((k) => [k, k.toUpperCase()]));
      },
      { missing: '' },
    );
    await expect(Promise.all([batcher.load('a'), batcher.load('b')])).rejects.toThrow('database down');
    fail = false;
    await expect(batcher.load('a')).resolves.toBe('A');
  });

  it('uses the key function for composite keys', async () => {
    const batcher = createBatcher<{ id: number; region: string }, string>(
      async (keys) => new Map(keys.map((k) => [`${k.id}:${k.region}`, `${k.id} in ${k.region}`])),
      { keyOf: (k) => `${k.id}:${k.region}`, missing: '' },
    );
    expect(
      await batcher.loadMany([
        { id: 1, region: 'FI' },
        { id: 1, region: 'SE' },
      ]),
    ).toEqual(['1 in FI', '1 in SE']);
  });

  it('answers primed keys without a batch, and keeps what is already loaded', async () => {
    const calls: number[][] = [];
    const batcher = createBatcher<number, string>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.map((k) => [String(k), `v${k}`]));
      },
      { missing: '' },
    );
    expect(await batcher.load(1)).toBe('v1');
    batcher.prime(1, 'primed');
    batcher.prime(2, 'primed');
    expect(await batcher.loadMany([1, 2, 3])).toEqual(['v1', 'primed', 'v3']);
    expect(calls).toEqual([[1], [3]]);
  });
});
