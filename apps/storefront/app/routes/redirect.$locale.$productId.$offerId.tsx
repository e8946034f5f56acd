// /redirect/:locale/:productId/:offerId: records the offer click and answers 302 to the merchant (no page).
export { offerRedirectLoader as loader } from '@kori/catalog/server';
