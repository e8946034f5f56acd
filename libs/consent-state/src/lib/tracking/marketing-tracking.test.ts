import { createMarketingTrackingController } from './marketing-tracking';

const none = { preferences: true, statistics: false, advertising: false };
const statistics = { preferences: false, statistics: true, advertising: false };
const advertising = { preferences: false, statistics: false, advertising: true };

/** A controller whose state changes a mock records. */
function watchedController() {
  const onChange = jest.fn();
  return { onChange, controller: createMarketingTrackingController({ onChange }) };
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
    const { onChange, controller } = watchedController();
    controller.update(statistics);
    controller.update(none);
    expect(onChange.mock.calls).toEqual([['started']]);
    jest.advanceTimersByTime(1000);
    expect(onChange.mock.calls).toEqual([['started'], ['revoked']]);
  });

  it('cancels a pending revoke when consent arrives within the delay', () => {
    const { onChange, controller } = watchedController();
    controller.update(none);
    jest.advanceTimersByTime(500);
    controller.update(advertising);
    jest.advanceTimersByTime(5000);
    expect(onChange.mock.calls).toEqual([['started']]);
  });

  it('does not restart the delay or repeat a state', () => {
    const { onChange, controller } = watchedController();
    controller.update(none);
    jest.advanceTimersByTime(600);
    controller.update(none);
    jest.advanceTimersByTime(400);
    expect(onChange.mock.calls).toEqual([['revoked']]);
    controller.update(none);
    jest.advanceTimersByTime(2000);
    controller.update(statistics);
    controller.update(advertising);
    expect(onChange.mock.calls).toEqual([['revoked'], ['started']]);
  });

  it('stops a pending revoke when disposed', () => {
    const { onChange, controller } = watchedController();
    controller.update(none);
    controller.dispose();
    jest.advanceTimersByTime(2000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
