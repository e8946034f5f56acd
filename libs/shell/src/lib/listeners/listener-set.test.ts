import { createListenerSet } from './listener-set';

describe('createListenerSet', () => {
  afterEach(() => jest.restoreAllMocks());

  it('delivers to every listener until it unsubscribes', () => {
    const set = createListenerSet<number>('Test');
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = set.on(first);
    set.on(second);
    set.notify(1);
    stopFirst();
    set.notify(2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
  });

  it('logs a failing listener by its kind and still calls the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const set = createListenerSet<string>('Page view');
    const after = jest.fn();
    set.on(() => {
      throw new Error('broken');
    });
    set.on(after);
    set.notify('x');
    expect(error).toHaveBeenCalledWith('Page view listener failed', expect.any(Error));
    expect(after).toHaveBeenCalledWith('x');
  });
});
