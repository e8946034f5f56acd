// POST /price-alerts: create, confirm or delete a price alert, as a resource route.
export { priceAlertAction as action, priceAlertHeaders as headers } from '@kori/price-alerts/server';
