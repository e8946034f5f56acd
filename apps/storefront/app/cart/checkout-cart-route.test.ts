import { createTestLoadContext, loaderArgs, thrownBy } from '@kori/shell/testing';
import * as route from '../routes/checkout-cart.$cartId';

describe('/checkout-cart/:cartId route module', () => {
  it('answers a malformed id with a thrown 404, which the root error boundary renders as the 404 page', async () => {
    const thrown = (await thrownBy(route.loader(loaderArgs('http://127.0.0.1/checkout-cart/x', { cartId: 'x' }, createTestLoadContext())))) as Response;
    expect(thrown.status).toBe(404);
    // A page route (with a component), not a resource route: a thrown response there gets the site's error page.
    expect(typeof route.default).toBe('function');
  });
});
