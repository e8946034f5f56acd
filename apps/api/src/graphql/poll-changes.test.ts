import { pollChanges } from './poll-changes';

describe('pollChanges', () => {
  it('sends the first value, then only changed ones, and ends after the final one', async () => {
    const states = ['a', 'a', 'b', 'b', 'c'];
    let index = 0;
    const iterator = pollChanges({
      signature: async () => states[Math.min(index++, states.length - 1)]!,
      read: async () => states[Math.min(index - 1, states.length - 1)]!,
      isFinal: (value) => value === 'c',
      intervalMs: 1,
      maxMs: 10_000,
    });
    const seen: string[] = [];
    for await (const value of iterator) seen.push(value);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('ends after maxMs when nothing becomes final', async () => {
    let clock = 0;
    const iterator = pollChanges({
      signature: async () => 'same',
      read: async () => 'working',
      isFinal: () => false,
      intervalMs: 1,
      maxMs: 50,
      now: () => (clock += 10),
    });
    const seen: string[] = [];
    for await (const value of iterator) seen.push(value);
    expect(seen).toEqual(['working']);
  });

  it('stops polling at once when the client goes away while it sleeps', async () => {
    const signature = jest.fn(async () => 'same');
    const iterator = pollChanges({ signature, read: async () => 'working', isFinal: () => false, intervalMs: 60_000, maxMs: 600_000 });
    expect(await iterator.next()).toEqual({ value: 'working', done: false });
    // The generator is now asleep in its poll interval; return() must not wait the minute out.
    const pending = iterator.next();
    const started = Date.now();
    await iterator.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signature).toHaveBeenCalledTimes(1);
  });

  it('reports its end once, whether it ran out or the client left', async () => {
    const finished = jest.fn();
    const done = pollChanges({ signature: async () => 'x', read: async () => 'final', isFinal: () => true, intervalMs: 1, maxMs: 100, onClose: finished });
    for await (const value of done) expect(value).toBe('final');
    expect(finished).toHaveBeenCalledTimes(1);

    const left = jest.fn();
    const iterator = pollChanges({ signature: async () => 'x', read: async () => 'working', isFinal: () => false, intervalMs: 60_000, maxMs: 600_000, onClose: left });
    await iterator.next();
    expect(left).not.toHaveBeenCalled();
    await iterator.return!();
    await iterator.return!();
    expect(left).toHaveBeenCalledTimes(1);
  });
});
