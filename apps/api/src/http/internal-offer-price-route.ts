import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from '@kori/util-log';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import type { Database } from '../db/database';
import { offers } from '../db/schema';
import type { PriceAlertService } from '../price-alerts/price-alert-service';
import { internalJsonRoute } from './internal-request';
import { sendJson } from './send';

export const INTERNAL_OFFER_PRICE_PATH = '/internal/offer-price';

export const offerPriceSchema = z.strictObject({
  offerId: z.number().int().positive().max(2_147_483_647),
  /** The new item price in minor units. */
  price: z.number().int().min(0).max(100_000_000),
});

/**
 * POST /internal/offer-price: a merchant's new price for one offer (the sandbox's merchant page, a
 * price feed), for callers holding INTERNAL_API_SECRET. Body `{ offerId, price }` (minor units);
 * answers `{ offerId, productId, region, price }` and queues the product's price-alert check.
 */
export const handleInternalOfferPrice = internalJsonRoute(
  { schema: offerPriceSchema, maxBytes: 4 * 1024, invalidMessage: 'Expected { offerId, price } with integer minor units' },
  async (change, res, deps: { db: Database; catalogue: CatalogueCache; priceAlerts: PriceAlertService; secret: string; logger: Logger }) => {
    const [row] = await deps.db
      .update(offers)
      .set({ price: change.price, updatedAt: new Date() })
      .where(eq(offers.id, change.offerId))
      .returning({ productId: offers.productId, region: offers.region });
    if (!row) {
      sendJson(res, 404, { error: 'No such offer' });
      return;
    }
    // Listings and search windows cached in this process would show the old price until they expire.
    deps.catalogue.invalidate();
    await deps.priceAlerts.requestCheck(row.productId, row.region);
    deps.logger.info('offer price changed', { offerId: change.offerId, price: change.price });
    sendJson(res, 200, { offerId: change.offerId, productId: row.productId, region: row.region, price: change.price }, { 'cache-control': 'no-store' });
  },
);
