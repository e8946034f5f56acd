/**
 * @jest-environment node
 */
import { streamRouteHtml } from '@kori/ui/testing';
import { AddToCartForm } from './add-to-cart-form';

const PRODUCT_PAGE = '/phones/lumo-x/product-1?days=30';

/** The form as the server renders it: what a browser without JavaScript posts. */
function serverHtml(url: string): Promise<string> {
  return streamRouteHtml(<AddToCartForm offerId="offer-1" merchant="Gigashop" />, url);
}

describe('AddToCartForm on the server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // React Router's layout effects warn on the server
  afterEach(() => jest.restoreAllMocks());

  it('is a plain form post to the cart action, back to this page, without the JavaScript marker', async () => {
    const html = await serverHtml(PRODUCT_PAGE);
    expect(html).toMatch(/<form method="post" action="\/cart"/);
    const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]);
    expect(Object.fromEntries(hidden)).toEqual({ intent: 'add', offerId: 'offer-1', quantity: '1', returnTo: '/phones/lumo-x/product-1?days=30' });
    expect(html).toMatch(/<button type="submit"[^>]*aria-label="Add to cart from Gigashop"/);
  });
});
