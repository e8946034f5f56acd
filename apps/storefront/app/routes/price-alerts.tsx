// POST /price-alerts: create, confirm or delete a price alert, as a resource route.
export { privateNoStoreHeaders as headers } from '@kori/shell';
export { priceAlertAction as action } from '@kori/price-alerts/server';
