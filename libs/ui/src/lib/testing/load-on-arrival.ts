// Runs inside Jest only: the lib build sees this file through the testing entry, so it names the Jest globals itself.
/// <reference types="jest" />

export interface LoadOnArrivalCase {
  /** The address the page arrives at, e.g. `/deals?login=1`. */
  url: string;
  /** The module that owns the lazy part, as an absolute path: `require.resolve('./login-overlay')`. */
  owner: string;
  /** The lazily loaded part's module, as an absolute path: `require.resolve('./login-dialog')`. */
  part: string;
}

/**
 * Retries `check` until it passes or a second is over. Not Testing Library's `waitFor`: importing that
 * registers its hooks, which fails when this entry is first required inside a test.
 */
async function eventually(check: () => void, timeoutMs = 1000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/**
 * Registers a test that a lazily loaded part the server renders open starts loading as soon as the module
 * owning it runs, before anything renders or asks for it. The part's evaluations are counted: each stands
 * for a fetch of its chunk in the browser, and exactly one must follow.
 */
export function itStartsLoadingOnArrival(title: string, { url, owner, part }: LoadOnArrivalCase): void {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it(title, async () => {
    let partLoads = 0;
    jest.doMock(part, () => {
      partLoads += 1;
      return jest.requireActual(part);
    });
    window.history.replaceState(null, '', url);
    // Only the owner's own start can load the part: nothing renders it or asks for the part here.
    jest.requireActual(owner);
    await eventually(() => expect(partLoads).toBe(1));
  });
}
