/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { CartButton } from '@kori/cart';
import { PageCatalogueProvider } from '@kori/i18n';
import { testPageCatalogue } from '@kori/i18n/testing';
import { RootBody } from './root-body';
import type { RootData } from './root-data';
import { testRootData } from './testing/root-data';

const CART_ID = '0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c';

const data = (cartId: string | null): RootData => testRootData('en-FI', { cart: { cartId } });

/** The server's HTML of a page whose header has the cart button, as a browser without JavaScript gets it. */
async function serverHtml(rootData: RootData): Promise<string> {
  const routes = [
    {
      path: '*',
      element: (
        <PageCatalogueProvider value={testPageCatalogue('en-FI')}>
          <RootBody data={rootData}>
            <CartButton />
          </RootBody>
        </PageCatalogueProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe('RootBody', () => {
  it("renders the header's cart button knowing the cookie's cart (its count comes in the browser), not as empty", async () => {
    const html = await serverHtml(data(CART_ID));
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('Cart, empty');
  });

  it('says the cart is empty when there is no cart cookie', async () => {
    expect(await serverHtml(data(null))).toContain('aria-label="Cart, empty"');
  });
});
