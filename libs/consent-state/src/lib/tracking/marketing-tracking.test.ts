import type { ConsentLevels } from '../levels/consent-levels';
import { createMarketingTrackingController } from './marketing-tracking';

const none = { preferences: true, statistics: false, advertising: false };
const statistics = { preferences: false, statistics: true, advertising: false };
const advertising = { preferences: false, statistics: false, advertising: true };

/** A controller whose state changes a mock records. */
function watchedController() {
  const onChange = jest.fn();
  const controller = createMarketingTrackingController({ onChange });
  /** Plays the steps in order (consent levels: an update; a number: that many milliseconds pass) and returns every state reported so far. */
  const play = (...steps: Array<ConsentLevels | number>) => {
    for (const step of steps) {
      if (typeof step === 'number') jest.advanceTimersByTime(step);
      else controller.update(step);
    }
    return onChange.mock.calls.map(([state]) => state);
  };
  return { onChange, controller, play };
}

describe('marketing tracking', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts at once with statistics or with advertising consent', () => {
    for (const levels of [statistics, advertising]) {
      const { onChange, controller } = watchedController();
      controller.update(levels);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('started');
    }
  });

  it('marks tracking revoked exactly 1000 ms after a choice without them', () => {
    const { onChange, controller } = watchedController();
    controller.update(none);
    jest.advanceTimersByTime(999);
    expect(onChange).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledWith('revoked');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('revokes a started tracking after the delay', () => {
    const { play } = watchedController();
    expect(play(statistics, none)).toEqual(['started']);
    expect(play(1000)).toEqual(['started', 'revoked']);
  });

  it('cancels a pending revoke when consent arrives within the delay', () => {
    const { play } = watchedController();
    expect(play(none, 500, advertising, 5000)).toEqual(['started']);
  });

  it('does not restart the delay or repeat a state', () => {
    const { play } = watchedController();
    expect(play(none, 600, none, 400)).toEqual(['revoked']);
    expect(play(none, 2000, statistics, advertising)).toEqual(['revoked', 'started']);
  });

  it('stops a pending revoke when disposed', () => {
    const { onChange, controller } = watchedController();
    controller.update(none);
    controller.dispose();
    jest.advanceTimersByTime(2000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
