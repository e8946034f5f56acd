import { data } from '@remix-run/node';
import { createSignedInPageLoader, defaultSignedInLoaderDeps, signedInPageMeta, type SignedInLoaderDeps } from '@kori/shell/server';
import { MyPriceAlertsDocument } from '../../graphql/generated/graphql';
import type { MyPriceAlertsData, MyPriceAlertView } from '../model/my-price-alerts-data';

/** Signed-in pages only: a visitor without a session is sent to the login overlay. */
export type MyPriceAlertsLoaderDeps = SignedInLoaderDeps;

export const defaultMyPriceAlertsLoaderDeps: MyPriceAlertsLoaderDeps = defaultSignedInLoaderDeps;

/** GET /my/price-alerts: the signed-in shopper's active alerts, or a redirect to the login overlay. */
export function createMyPriceAlertsLoader(overrides: Partial<MyPriceAlertsLoaderDeps> = {}) {
  return createSignedInPageLoader(overrides, async ({ ctx, user, headers, intl }, { request }) => {
    let alerts: MyPriceAlertView[] = [];
    let loaded = true;
    try {
      const result = await ctx.graphql.request(MyPriceAlertsDocument, {}, { signal: request.signal });
      alerts = result.myPriceAlerts.map((alert) => ({
        id: alert.id,
        productId: alert.productId,
        productName: alert.product?.name ?? null,
        targetPrice: alert.targetPrice,
        createdAt: alert.createdAt,
      }));
    } catch (cause) {
      ctx.logger.warn('priceAlert.list.failed', { reason: cause instanceof Error ? cause.message : String(cause) });
      loaded = false;
    }
    const body: MyPriceAlertsData = {
      meta: signedInPageMeta(intl, { titleKey: 'priceAlert.my.title', descriptionKey: 'priceAlert.my.description' }),
      email: user.email,
      alerts,
      loaded,
    };
    return data(body, { headers });
  });
}
