import { hydrateServerHtml } from './server-rendering';
import { Counter, SERVER_HTML } from './server-rendering.fixture';

describe('server rendering helpers', () => {
  it('hydrates over the server HTML, keeping its element, and records no error when both match', async () => {
    const page = await hydrateServerHtml(SERVER_HTML, <Counter start={1} />);
    const paragraph = page.container.querySelector('p');
    expect(paragraph?.textContent).toBe('count 2');
    expect(page.consoleErrors).toEqual([]);
    page.done();
    expect(paragraph?.isConnected).toBe(false);
  });

  it('records a mismatch between the server HTML and what the browser renders', async () => {
    const page = await hydrateServerHtml(SERVER_HTML, <Counter start={5} />);
    expect(page.consoleErrors.length).toBeGreaterThan(0);
    page.done();
  });
});
