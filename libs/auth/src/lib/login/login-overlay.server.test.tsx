/**
 * @jest-environment node
 */
import { streamRouteHtml } from '@kori/ui/testing';
import { createTestAuthRootData } from '../../testing';
import type { AuthRootData } from '../auth-types';
import { LoginOverlay } from './login-overlay';

let mockDialogLoads = 0;
jest.mock('./login-dialog', () => {
  mockDialogLoads += 1;
  return jest.requireActual('./login-dialog');
});

/** The page with the overlay, streamed as entry.server streams it to a browser. */
function streamAsBrowserGetsIt(url: string, data: AuthRootData = createTestAuthRootData()): Promise<string> {
  return streamRouteHtml(<LoginOverlay data={data} />, url);
}

describe('on the server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // React Router's layout effects warn on the server
  afterEach(() => jest.restoreAllMocks());

  it('loads the login dialog at start', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(mockDialogLoads).toBe(1);
  });

  it('renders the overlay for ?login=1 inline in the HTML, with the real form of the no-JavaScript flow', async () => {
    const html = await streamAsBrowserGetsIt('/deals?login=1');
    expect(html).toContain('role="dialog"');
    expect(html).toMatch(/<form method="post" action="\/auth\/login"/);
    expect(html).toContain('name="intent" value="send-code"');
    // Content that arrived after the shell would be sent hidden and revealed by an inline script.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('$RC');
  });

  it('renders the code step for a pending login that came back from a plain form post', async () => {
    const html = await streamAsBrowserGetsIt(
      '/deals?login=1',
      createTestAuthRootData({ pendingLogin: { email: 'ada@example.com', methodId: 'email-test-5' } }),
    );
    expect(html).toContain('data-login-step="verification"');
    expect(html).toContain('value="email-test-5"');
  });

  it('renders nothing of the overlay when it is not asked for', async () => {
    const html = await streamAsBrowserGetsIt('/deals');
    expect(html).not.toContain('role="dialog"');
  });
});
