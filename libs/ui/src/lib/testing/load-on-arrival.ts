// Runs inside Jest only: the lib build sees this file through the testing entry, so it names the Jest globals itself.
/// <reference types="jest" />
import { waitFor } from '@testing-library/react';

export interface LoadOnArrivalCase {
  /** The address the page arrives at, e.g. `/deals?login=1`. */
  url: string;
  /** The module that owns the lazy part, as an absolute path: `require.resolve('./login-overlay')`. */
  owner: string;
  /** The lazily loaded part's module, as an absolute path: `require.resolve('./login-dialog')`. */
  part: string;
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
    await waitFor(() => expect(partLoads).toBe(1));
  });
}
