import { expiringValue } from './expiring-value';

describe('expiringValue', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('loads once while fresh and again once the time is up', async () => {
    let loads = 0;
    const value = expiringValue(async () => (loads += 1), 1000, now);
    expect(await value.get()).toBe(1);
    clock = 999;
    expect(await value.get()).toBe(1);
    clock = 1000;
    expect(await value.get()).toBe(2);
  });

  it('drops a failed load at once, tells onFailure, and loads again on the next ask', async () => {
    let attempt = 0;
    const onFailure = jest.fn();
    const value = expiringValue(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('database away');
        return 'loaded';
      },
      60_000,
      now,
      onFailure,
    );
    await expect(value.get()).rejects.toThrow('database away');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(await value.get()).toBe('loaded');
  });

  it('loads again after clear()', async () => {
    let loads = 0;
    const value = expiringValue(async () => (loads += 1), 60_000, now);
    await value.get();
    value.clear();
    expect(await value.get()).toBe(2);
  });
});
