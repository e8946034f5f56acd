/**
 * How an offer can be bought: through Kori's cart and checkout, or only on the merchant's own site
 * (the shopper is sent there).
 */
export const PURCHASE_MODES = ['KORI_CHECKOUT', 'REDIRECT_ONLY'] as const;
export type PurchaseMode = (typeof PURCHASE_MODES)[number];
