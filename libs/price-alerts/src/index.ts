// Public, browser-safe entry of the price-alerts feature: the product page's form, the deletion that any
// page's `?price-alert-to-delete=ID` starts, and the account's list of alerts.
export { PriceAlertForm, type PriceAlertFormProps } from './lib/ui/price-alert-form';
export { PriceAlertDeletion } from './lib/ui/price-alert-deletion';
export { MyPriceAlertsPage, MyPriceAlertsView, myPriceAlertsHandle } from './lib/ui/my-price-alerts-page';
export {
  PRICE_ALERT_ACTION_PATH,
  PRICE_ALERT_DELETE_PARAM,
  PRICE_ALERT_OUTCOME_PARAM,
  PRICE_ALERT_PENDING_PARAM,
  MY_PRICE_ALERTS_PATH,
  type PriceAlertActionData,
  type PriceAlertOutcome,
} from './lib/model/price-alert-form';
export type { MyPriceAlertsData, MyPriceAlertView } from './lib/model/my-price-alerts-data';
