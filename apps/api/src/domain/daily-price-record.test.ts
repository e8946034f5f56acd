import { recordDailyPrice } from './daily-price-record';

describe('recordDailyPrice', () => {
  it('starts a record with the first known price', () => {
    expect(recordDailyPrice(null, '2025-01-10', 1990)).toEqual({ history: { startDate: '2025-01-10', daily: [1990] }, changed: true });
    expect(recordDailyPrice(null, '2025-01-10', null)).toEqual({ history: null, changed: false });
  });

  it('keeps the lowest price seen during a day', () => {
    const history = { startDate: '2025-01-01', daily: [1000, 900] };
    expect(recordDailyPrice(history, '2025-01-02', 950)).toEqual({ history, changed: false });
    expect(recordDailyPrice(history, '2025-01-02', 850)).toEqual({ history: { startDate: '2025-01-01', daily: [1000, 850] }, changed: true });
    expect(recordDailyPrice({ startDate: '2025-01-01', daily: [null] }, '2025-01-01', 700).history?.daily).toEqual([700]);
    expect(recordDailyPrice(history, '2025-01-02', null)).toEqual({ history, changed: false });
  });

  it('fills the days since the last record with today’s price', () => {
    const result = recordDailyPrice({ startDate: '2025-01-01', daily: [1000] }, '2025-01-04', 800);
    expect(result).toEqual({ history: { startDate: '2025-01-01', daily: [1000, 800, 800, 800] }, changed: true });
  });

  it('drops the oldest days beyond the retention', () => {
    const result = recordDailyPrice({ startDate: '2025-01-01', daily: [1, 2, 3] }, '2025-01-04', 4, 3);
    expect(result.history).toEqual({ startDate: '2025-01-02', daily: [2, 3, 4] });
  });

  it('leaves a record that starts in the future alone', () => {
    const history = { startDate: '2025-02-01', daily: [1] };
    expect(recordDailyPrice(history, '2025-01-01', 5)).toEqual({ history, changed: false });
  });
});
