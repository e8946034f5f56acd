/**
 * @jest-environment node
 */
import { streamRouteHtml } from '@kori/ui/testing';
import { CartOutcomeNotice } from './cart-outcome-notice';

describe('CartOutcomeNotice on the server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // React Router's layout effects warn on the server
  afterEach(() => jest.restoreAllMocks());

  it('renders the message inline in the HTML, as a browser without JavaScript shows it', async () => {
    const html = await streamRouteHtml(<CartOutcomeNotice />, '/p?cart=added');
    expect(html).toMatch(/^<p class="kori-cart-outcome" role="status">Added to your cart\.<\/p>/);
  });

  it('renders nothing without the parameter', async () => {
    expect(await streamRouteHtml(<CartOutcomeNotice />, '/p')).toBe('');
  });
});
