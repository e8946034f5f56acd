/**
 * @jest-environment node
 */
import { streamRouteHtml } from '@kori/ui/testing';
import { ConsentTestPage } from '../../testing/consent-test-harness';

let mockPanelLoads = 0;
jest.mock('./consent-settings-panel', () => {
  mockPanelLoads += 1;
  return jest.requireActual('./consent-settings-panel');
});

const statisticsOnly = { levels: { preferences: false, statistics: true, advertising: false }, decided: true };

/** The page with ConsentRoot, streamed as entry.server streams it to a browser. */
function streamAsBrowserGetsIt(url: string): Promise<string> {
  return streamRouteHtml(<ConsentTestPage consent={statisticsOnly} />, url);
}

describe('on the server', () => {
  it('loads the settings panel at start', async () => {
    await import('./lazy-settings-panel');
    await new Promise((resolve) => setImmediate(resolve));
    expect(mockPanelLoads).toBe(1);
  });

  it('renders an open panel inline in the HTML, as a form that works without JavaScript (no script needed to reveal it)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React Router's layout effects warn on the server
    const html = await streamAsBrowserGetsIt('/tv?consent-settings=open');
    expect(html).toContain('role="dialog"');
    expect(html).toMatch(/<form method="post" action="\/api\/consent">/);
    // Content that arrived after the shell would be sent hidden and revealed by an inline script.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('$RC');
  });

  it('renders no panel when it is not asked for', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await streamAsBrowserGetsIt('/tv');
    expect(html).not.toContain('role="dialog"');
  });
});
