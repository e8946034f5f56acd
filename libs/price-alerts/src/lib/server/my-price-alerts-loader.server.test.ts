import { createIntl } from '@formatjs/intl';
import { createRequesterDouble, httpFailure } from '@kori/graphql-schema/testing';
import type { SessionService } from '@kori/shell/server';
import { asDataResult, createTestLoadContext, getRequest } from '@kori/shell/testing';
import { MyPriceAlertsDocument } from '../../graphql/generated/graphql';
import type { MyPriceAlertsData } from '../model/my-price-alerts-data';
import { createMyPriceAlertsLoader } from './my-price-alerts-loader.server';

const intl = createIntl({ locale: 'en-FI', messages: { 'shell.siteName': 'Kori', 'priceAlert.my.title': 'My price alerts', 'priceAlert.my.description': 'Yours' } });

function setup(signedIn: boolean, graphql = createRequesterDouble()) {
  const session = {
    async requireUser() {
      if (!signedIn) throw new Response(null, { status: 302, headers: { location: '/?login=1&returnTo=/my/price-alerts' } });
      return { user: { email: 'ada@example.com' }, headers: new Headers() };
    },
  } as unknown as SessionService;
  const loader = createMyPriceAlertsLoader({ session, intl: () => intl });
  return { loader, context: createTestLoadContext({ graphql }), graphql };
}

const alert = { id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b', productId: '7', product: { id: '7', name: 'Lumo TV' }, targetPrice: { price: '450.00', currency: 'EUR' as const }, createdAt: '2026-11-01T10:00:00.000Z' };

describe('the my price alerts loader', () => {
  it("lists the signed-in shopper's alerts, never stored by a cache", async () => {
    const graphql = createRequesterDouble().on(MyPriceAlertsDocument, () => ({ myPriceAlerts: [alert] }));
    const { loader, context } = setup(true, graphql);
    const result = asDataResult<MyPriceAlertsData>(await loader({ request: getRequest('http://127.0.0.1:3000/my/price-alerts'), context, params: {} }));
    expect(result.data).toMatchObject({ email: 'ada@example.com', loaded: true, meta: { title: 'My price alerts | Kori', noindex: true } });
    expect(result.data.alerts).toEqual([{ id: alert.id, productId: '7', productName: 'Lumo TV', targetPrice: alert.targetPrice, createdAt: alert.createdAt }]);
    expect(new Headers(result.init?.headers).get('cache-control')).toBe('private, no-store');
  });

  it('says the list could not be loaded instead of showing none', async () => {
    const graphql = createRequesterDouble().on(MyPriceAlertsDocument, () => httpFailure(502));
    const { loader, context } = setup(true, graphql);
    const result = asDataResult<MyPriceAlertsData>(await loader({ request: getRequest('http://127.0.0.1:3000/my/price-alerts'), context, params: {} }));
    expect(result.data).toMatchObject({ loaded: false, alerts: [] });
  });

  it('sends a signed-out shopper to the login overlay', async () => {
    const { loader, context, graphql } = setup(false);
    await expect(loader({ request: getRequest('http://127.0.0.1:3000/my/price-alerts'), context, params: {} })).rejects.toMatchObject({ status: 302 });
    expect(graphql.calls).toEqual([]);
  });
});
