import { refreshBackoffDelay } from './refresh-schedule';

describe('refreshBackoffDelay', () => {
  const middle = () => 0.5; // no jitter

  it('starts at 2000 ms and doubles per attempt', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((attempt) => refreshBackoffDelay(attempt, middle))).toEqual([
      2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000,
    ]);
  });

  it('caps the exponent at 7', () => {
    expect(refreshBackoffDelay(8, middle)).toBe(256000);
    expect(refreshBackoffDelay(50, middle)).toBe(256000);
  });

  it('keeps the jitter within plus or minus 175 ms', () => {
    expect(refreshBackoffDelay(0, () => 0)).toBe(2000 - 175);
    expect(refreshBackoffDelay(0, () => 0.999999)).toBeCloseTo(2000 + 175, 2);
    expect(refreshBackoffDelay(7, () => 0)).toBe(256000 - 175);
    for (let i = 0; i < 1000; i += 1) {
      const attempt = i % 10;
      const base = 2000 * 2 ** Math.min(attempt, 7);
      const delay = refreshBackoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(base - 175);
      expect(delay).toBeLessThanOrEqual(base + 175);
    }
  });

  it('spreads the jitter over the whole range rather than one value', () => {
    const delays = new Set(Array.from({ length: 50 }, () => Math.round(refreshBackoffDelay(0))));
    expect(delays.size).toBeGreaterThan(10);
  });
});
