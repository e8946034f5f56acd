// Server-only entry of the price-alerts feature: the form action and the account page's loader.
import { createMyPriceAlertsLoader } from './lib/server/my-price-alerts-loader.server';
import { createPriceAlertAction } from './lib/server/price-alert-action.server';

/** POST /price-alerts: create, confirm or delete an alert (JSON for fetchers, a redirect for plain posts). */
export const priceAlertAction = createPriceAlertAction();
/** GET /my/price-alerts: the signed-in shopper's alerts, or a redirect to the login overlay. */
export const myPriceAlertsLoader = createMyPriceAlertsLoader();

export { createPriceAlertAction } from './lib/server/price-alert-action.server';
export { createMyPriceAlertsLoader, type MyPriceAlertsLoaderDeps } from './lib/server/my-price-alerts-loader.server';
