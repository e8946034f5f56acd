import { onCommerceEvent, reportCommerceEvent, type CommerceEvent } from './commerce-event-listeners';

describe('commerce events', () => {
  const event: CommerceEvent = { type: 'addContactInfo', input: { email: 'aino@example.com', phone: null } };

  it('reach every listener until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = onCommerceEvent(first);
    const stopSecond = onCommerceEvent(second);
    reportCommerceEvent(event);
    stopFirst();
    reportCommerceEvent(event);
    stopSecond();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledWith(event);
  });

  it('keep going when a listener throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    const stopBroken = onCommerceEvent(() => {
      throw new Error('broken');
    });
    const stopAfter = onCommerceEvent(after);
    reportCommerceEvent(event);
    stopBroken();
    stopAfter();
    expect(after).toHaveBeenCalledWith(event);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
