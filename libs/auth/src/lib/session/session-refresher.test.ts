import type { RefreshOutcome } from './refresh-session';
import { createSessionRefresher } from './session-refresher';

const refreshed: RefreshOutcome = { kind: 'refreshed', user: { userId: 'user-1', email: 'ada@example.com' }, sessionJwt: null };

/** Lets the refresher's awaited promise settle after a timer fired. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('createSessionRefresher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(outcomes: RefreshOutcome[]) {
    const calls: number[] = [];
    const refresh = jest.fn(async () => {
      calls.push(Date.now());
      return outcomes.shift() ?? refreshed;
    });
    const onRefreshed = jest.fn();
    const onDestroyed = jest.fn();
    const onTransient = jest.fn();
    const refresher = createSessionRefresher({ refresh, onRefreshed, onDestroyed, onTransient, random: () => 0.5 });
    return { refresh, onRefreshed, onDestroyed, onTransient, refresher, calls };
  }

  it('refreshes at start when asked, then every 180000 ms', async () => {
    const { refresh, onRefreshed, refresher } = setup([]);
    refresher.start(true);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledWith(refreshed);
    await jest.advanceTimersByTimeAsync(179_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    refresher.stop();
  });

  it('waits one interval first when not asked to refresh at start', async () => {
    const { refresh, refresher } = setup([]);
    refresher.start(false);
    await jest.advanceTimersByTimeAsync(179_999);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it('retries transient failures with 2000 ms doubled per attempt, then returns to the interval', async () => {
    const transient: RefreshOutcome = { kind: 'transient' };
    const { refresh, onTransient, onDestroyed, refresher } = setup([transient, transient, transient]);
    refresher.start(true);
    await settle();
    expect(onTransient).toHaveBeenLastCalledWith(0, 2000);
    await jest.advanceTimersByTimeAsync(2000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onTransient).toHaveBeenLastCalledWith(1, 4000);
    await jest.advanceTimersByTimeAsync(4000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(onTransient).toHaveBeenLastCalledWith(2, 8000);
    await jest.advanceTimersByTimeAsync(8000);
    expect(refresh).toHaveBeenCalledTimes(4); // succeeds
    await jest.advanceTimersByTimeAsync(179_999);
    expect(refresh).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(5);
    expect(onDestroyed).not.toHaveBeenCalled();
    refresher.stop();
  });

  it('caps the backoff at 2000 * 2^7 while failures go on, never logging out', async () => {
    const { onTransient, onDestroyed, refresher } = setup(Array.from({ length: 12 }, () => ({ kind: 'transient' }) as const));
    refresher.start(true);
    await settle();
    for (let i = 0; i < 11; i += 1) await jest.advanceTimersByTimeAsync(256_000);
    const delays = onTransient.mock.calls.map(([, delay]) => delay);
    expect(delays.slice(0, 9)).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000]);
    expect(onDestroyed).not.toHaveBeenCalled();
    refresher.stop();
  });

  it('stops for good on an unrecoverable answer', async () => {
    const { refresh, onDestroyed, refresher } = setup([{ kind: 'destroyed' }]);
    refresher.start(true);
    await settle();
    expect(onDestroyed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives after stop', async () => {
    let resolve: (outcome: RefreshOutcome) => void = () => undefined;
    const onRefreshed = jest.fn();
    const refresh = jest.fn(() => new Promise<RefreshOutcome>((r) => (resolve = r)));
    const refresher = createSessionRefresher({ refresh, onRefreshed, onDestroyed: jest.fn() });
    refresher.start(true);
    refresher.stop();
    resolve(refreshed);
    await settle();
    expect(onRefreshed).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(400_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
