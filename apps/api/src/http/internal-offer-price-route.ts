import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from '@kori/util-log';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import type { Database } from '../db/database';
import { offers } from '../db/schema';
import type { PriceAlertService } from '../price-alerts/price-alert-service';
import { secretMatches } from './internal-limits-route';
import { BodyTooLargeError, readBody } from './read-body';
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
export async function handleInternalOfferPrice(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { db: Database; catalogue: CatalogueCache; priceAlerts: PriceAlertService; secret: string; logger: Logger },
): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'POST' });
    return;
  }
  if (!secretMatches(req.headers.authorization, deps.secret)) {
    sendJson(res, 401, { error: 'Unauthorized' });
    return;
  }
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    sendJson(res, 415, { error: 'Expected application/json' });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 4 * 1024)).toString('utf8'));
  } catch (error) {
    sendJson(res, error instanceof BodyTooLargeError ? 413 : 400, { error: 'The body could not be read as JSON' });
    return;
  }
  const parsed = offerPriceSchema.safeParse(body);
  if (!parsed.success) {
    sendJson(res, 400, { error: 'Expected { offerId, price } with integer minor units' });
    return;
  }
  const [row] = await deps.db
    .update(offers)
    .set({ price: parsed.data.price, updatedAt: new Date() })
    .where(eq(offers.id, parsed.data.offerId))
    .returning({ productId: offers.productId, region: offers.region });
  if (!row) {
    sendJson(res, 404, { error: 'No such offer' });
    return;
  }
  // Listings and search windows cached in this process would show the old price until they expire.
  deps.catalogue.invalidate();
  await deps.priceAlerts.requestCheck(row.productId, row.region);
  deps.logger.info('offer price changed', { offerId: parsed.data.offerId, price: parsed.data.price });
  sendJson(res, 200, { offerId: parsed.data.offerId, productId: row.productId, region: row.region, price: parsed.data.price }, { 'cache-control': 'no-store' });
}
