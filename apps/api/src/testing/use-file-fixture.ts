/**
 * Something the tests of one file share: started before its first test, closed after its last. The
 * answer reads the running thing (and `extra`'s own members first), so tests call `fixture.member` as
 * if they held it themselves; outside the file's tests it throws, naming `what`.
 */
export function useFileFixture<T extends { close(): Promise<void> }, E extends object = Record<never, never>>(
  what: string,
  start: () => Promise<T>,
  extra?: E,
): T & E {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  return new Proxy({} as T & E, {
    get(_target, key) {
      if (extra && Object.hasOwn(extra, key)) return Reflect.get(extra, key);
      if (!running) throw new Error(`${what} runs only inside the tests of the file that uses it`);
      return Reflect.get(running, key);
    },
  });
}
