// Signed-out shoppers are sent to the login overlay; the loader's `meta` gives the page's title and description.
export { myPriceAlertsLoader as loader } from '@kori/price-alerts/server';
export { MyPriceAlertsPage as default, myPriceAlertsHandle as handle } from '@kori/price-alerts';
export { pageMeta as meta } from '../page-meta';
