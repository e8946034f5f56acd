import { addDays } from './calendar-date';
import { computePriceInsight, DEAL_MIN_DROP_PERCENT } from './price-insight';

const today = '2025-03-31';

/** History whose last entry is `today`, oldest first. */
function historyEnding(prices: (number | null)[]) {
  return { startDate: addDays(today, -(prices.length - 1)), daily: prices };
}

describe('computePriceInsight', () => {
  it('takes the lowest of the 30 days before today, not today itself', () => {
    const prices = Array<number>(60).fill(1000);
    prices[59 - 31] = 800; // 31 days ago: outside the window
    prices[59 - 30] = 900; // 30 days ago: inside
    prices[59] = 500; // today
    const facts = computePriceInsight(historyEnding(prices), 500, today);
    expect(facts.lowest30Days).toBe(900);
  });

  it('averages the last 90 days, today included, skipping days without a price', () => {
    const prices: (number | null)[] = Array<number>(120).fill(5000); // older days do not count
    for (let i = 120 - 90; i < 120; i += 1) prices[i] = 1000;
    prices[119 - 10] = null;
    const facts = computePriceInsight(historyEnding(prices), 1000, today);
    expect(facts.trend90Days).toBe(1000);

    const rising = Array.from({ length: 90 }, (_, i) => 1000 + i); // 1000..1089
    expect(computePriceInsight(historyEnding(rising), 1089, today).trend90Days).toBe(Math.round((1000 + 1089) / 2));
  });

  it('uses the current price for today even when the record has not caught up', () => {
    const prices = Array<number>(89).fill(1000); // ends yesterday
    const history = { startDate: addDays(today, -89), daily: prices };
    const facts = computePriceInsight(history, 100, today);
    expect(facts.trend90Days).toBe(Math.round((89 * 1000 + 100) / 90));
    expect(facts.lowest30Days).toBe(1000);
  });

  it('rounds the drop against the 30-day lowest down and calls it a deal from the threshold on', () => {
    const flat = Array<number>(179).fill(10000);
    const at = (current: number) => computePriceInsight(historyEnding([...flat, current]), current, today);

    // 30-day lowest = 10000; a current of 8050 is 19.5 % below it.
    expect(at(8050).dropPercent).toBe(19);
    expect(at(8050).isDeal).toBe(true);

    expect(at(10000).dropPercent).toBe(0);
    expect(at(10000).isDeal).toBe(false);
    expect(at(12000).dropPercent).toBe(0);

    // Just under the threshold is not a deal; exactly at it is.
    const below = at(9550); // 4.5 %
    expect(below.dropPercent).toBe(DEAL_MIN_DROP_PERCENT - 1);
    expect(below.isDeal).toBe(false);
    const onThreshold = at(9500); // 5 %
    expect(onThreshold.dropPercent).toBe(DEAL_MIN_DROP_PERCENT);
    expect(onThreshold.isDeal).toBe(true);
  });

  // The last of `prices` is today's, and the current price.
  it.each([
    {
      rule: 'states the reduction against the 30-day lowest, not the 90-day average',
      // 60 days at 10000, then 29 days at 9000: trend ~9660, 30-day lowest 9000.
      prices: [...Array<number>(60).fill(10000), ...Array<number>(29).fill(9000), 8100],
      expected: { lowest30Days: 9000, dropPercent: 10, isDeal: true },
    },
    {
      rule: 'never calls a price above its 30-day lowest a deal, however far below the average',
      // A short dip to 7000 five days ago; the price now is 8000, 20 % below the 90-day average.
      prices: [...Array<number>(84).fill(10000), 7000, ...Array<number>(4).fill(10000), 8000],
      expected: { lowest30Days: 7000, dropPercent: 0, isDeal: false },
    },
  ])('$rule', ({ prices, expected }) => {
    const current = prices[prices.length - 1]!;
    expect(computePriceInsight(historyEnding(prices), current, today)).toMatchObject(expected);
  });

  it('is no deal when the price is below its 30-day lowest but not below the 90-day average', () => {
    // Cheap for two months, then dearer: 9000 is below the last 30 days but above the average.
    const prices = [...Array<number>(59).fill(5000), ...Array<number>(30).fill(10000), 9000];
    const facts = computePriceInsight(historyEnding(prices), 9000, today);
    expect(facts.dropPercent).toBe(10);
    expect(facts.trend90Days).toBeLessThan(9000);
    expect(facts.isDeal).toBe(false);
  });

  it('is no deal without a 30-day lowest to show next to the price', () => {
    const history = { startDate: today, daily: [5000] };
    const facts = computePriceInsight(history, 1000, today);
    expect(facts.lowest30Days).toBeNull();
    expect(facts.isDeal).toBe(false);
  });

  it('has no facts without history or price', () => {
    expect(computePriceInsight(null, null, today)).toEqual({
      current: null,
      lowest30Days: null,
      trend90Days: null,
      dropPercent: 0,
      isDeal: false,
    });
    expect(computePriceInsight(null, 1234, today)).toMatchObject({ current: 1234, trend90Days: 1234, dropPercent: 0, isDeal: false });
  });
});
