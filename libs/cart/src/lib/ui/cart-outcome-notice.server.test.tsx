/**
 * @jest-environment node
 */
import { streamRouteHtml } from '@kori/ui/testing';
import { CartOutcomeNotice } from './cart-outcome-notice';

/** Lets the message's code, fetched when the module loads on the server, arrive. */
const codeLoaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CartOutcomeNotice on the server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // React Router's layout effects warn on the server
  afterEach(() => jest.restoreAllMocks());

  it('renders the message inline in the HTML, as a browser without JavaScript shows it', async () => {
    await codeLoaded();
    const html = await streamRouteHtml(<CartOutcomeNotice />, '/p?cart=added');
    // Inline at its place: not a streamed-in part that only a script would move into view.
    expect(html).toMatch(/^<p class="kori-cart-outcome" role="status">Added to your cart\.<\/p>/);
  });

  it('renders nothing without the parameter', async () => {
    await codeLoaded();
    expect(await streamRouteHtml(<CartOutcomeNotice />, '/p')).toBe('');
  });
});
