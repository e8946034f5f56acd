import { startSandbox, type Harness, type HarnessOptions } from './sandbox-harness';

/**
 * Registers the start/stop hooks of a describe block: a fresh sandbox for every test (`'each'`, so no
 * state leaks between tests) or one for the whole block (`'all'`). The returned harness reads the
 * running sandbox, so tests call `h.api(...)` as if they held it themselves.
 */
export function useSandbox(scope: 'each' | 'all' = 'each', options: HarnessOptions = {}): Harness {
  let running: Harness | undefined;
  const [start, stop] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  start(async () => {
    running = await startSandbox(options);
  });
  stop(async () => {
    await running?.close();
    running = undefined;
  });
  const current = (): Harness => {
    if (!running) throw new Error('the sandbox runs only inside a test of the block that uses it');
    return running;
  };
  return new Proxy({} as Harness, { get: (_target, key) => Reflect.get(current(), key) });
}
