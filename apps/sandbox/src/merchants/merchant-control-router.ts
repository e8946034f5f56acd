import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { faultInputSchema, idSchema, MERCHANT_SHOPS_BASE_PATH, setFaultsRequestSchema, type FaultInput } from '@kori/merchant-shop-protocol';
import type { SeedSize } from '@kori/catalogue-seed';
import type { StateStore } from '../state/state-store';
import { addFault } from './fault-matching';
import { merchantCatalogue, shopMerchant } from './merchant-catalogue';
import { priceOf, stockOf } from './merchant-shop';
import { changeOfferPrice, type PriceFeed } from './price-feed';
import { shopJsonBody } from './merchant-shops-router';
import { sendShopError } from './shop-http';
import { emptyMerchantShopsState } from './shop-state-schema';

export interface MerchantControlOptions {
  store: StateStore;
  seedName: string;
  seedSize: SeedSize;
  /** Tells Kori's API of a changed price. */
  priceFeed: PriceFeed;
}

const C = `${MERCHANT_SHOPS_BASE_PATH}/control`;
const merchantFilter = z.object({ merchantId: z.optional(idSchema) });
const priceBody = z.strictObject({ price: z.number().int().min(0).max(100_000_000) });

/**
 * The sandbox's own control API for tests and the sandbox page: set and clear faults, read orders
 * and stock, reset the shops. Like the mailbox it has no credentials: the sandbox is never deployed.
 */
export function createMerchantControlRouter(options: MerchantControlOptions): Router {
  const { store } = options;
  const router = Router();
  const shops = () => store.state.merchantShops;
  const catalogue = () => merchantCatalogue(options.seedName, options.seedSize);

  function filterOf(req: Request): string | undefined {
    const parsed = merchantFilter.safeParse(req.query);
    return parsed.success ? parsed.data.merchantId : undefined;
  }

  function knownShop(merchantId: string, res: Response): boolean {
    if (shopMerchant(catalogue(), merchantId)) return true;
    sendShopError(res, { code: 'MERCHANT_NOT_FOUND', message: `No shop API for merchant ${merchantId}.` });
    return false;
  }

  function badRequest(res: Response, issues: { path: PropertyKey[]; message: string }[]): void {
    sendShopError(res, { code: 'BAD_REQUEST', message: issues.slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`).join('; ') });
  }

  router.get(`${C}/faults`, (req, res) => {
    const merchantId = filterOf(req);
    res.set('Cache-Control', 'no-store').json({ faults: shops().faults.filter((fault) => !merchantId || fault.merchantId === merchantId) });
  });

  router.post(`${C}/faults`, shopJsonBody, (req, res) => {
    const parsed = faultInputSchema.safeParse(req.body);
    if (!parsed.success) return badRequest(res, parsed.error.issues);
    if (!knownShop(parsed.data.merchantId, res)) return;
    const fault = addFault(shops(), parsed.data);
    store.save();
    res.status(201).json({ fault });
  });

  router.put(`${C}/faults`, shopJsonBody, (req, res) => {
    const parsed = setFaultsRequestSchema.safeParse(req.body);
    if (!parsed.success) return badRequest(res, parsed.error.issues);
    const { merchantId, faults } = parsed.data;
    if (!knownShop(merchantId, res)) return;
    const state = shops();
    state.faults = state.faults.filter((fault) => fault.merchantId !== merchantId);
    const added = faults.map((fault: FaultInput) => addFault(state, { ...fault, merchantId }));
    store.save();
    res.json({ faults: added });
  });

  router.delete(`${C}/faults`, (req, res) => {
    const merchantId = filterOf(req);
    const state = shops();
    const before = state.faults.length;
    state.faults = state.faults.filter((fault) => merchantId !== undefined && fault.merchantId !== merchantId);
    store.save();
    res.json({ deleted: before - state.faults.length });
  });

  router.delete(`${C}/faults/:faultId`, (req, res) => {
    const state = shops();
    const before = state.faults.length;
    state.faults = state.faults.filter((fault) => fault.id !== req.params['faultId']);
    if (state.faults.length === before) return sendShopError(res, { code: 'BAD_REQUEST', message: 'No such fault.' });
    store.save();
    res.json({ deleted: 1 });
  });

  // Forgets every cart, order, sale and fault: stock is the seed's again.
  router.delete(`${C}/state`, (_req, res) => {
    store.state.merchantShops = emptyMerchantShopsState();
    store.save();
    res.json({ ok: true });
  });

  router.get(`${C}/orders`, (req, res) => {
    const merchantId = filterOf(req);
    const orders = Object.values(shops().orders).filter((order) => !merchantId || order.merchantId === merchantId);
    res.set('Cache-Control', 'no-store').json({ orders: orders.sort((a, b) => a.placedAt - b.placedAt) });
  });

  router.get(`${C}/offers/:sku`, (req, res) => {
    const sku = idSchema.safeParse(req.params['sku']);
    const offer = sku.success ? catalogue().offers.get(sku.data) : undefined;
    if (!offer) return sendShopError(res, { code: 'PRODUCT_NOT_AVAILABLE', message: 'No such offer in the seeded catalogue.' });
    res.set('Cache-Control', 'no-store').json({
      sku: offer.sku,
      merchantId: offer.merchantId,
      productName: offer.productName,
      unitPrice: priceOf(shops(), offer),
      currency: offer.currency,
      stockQuantity: stockOf(shops(), offer),
    });
  });

  // A merchant's new price: the shop sells at it from now on, and Kori's API is told (price alerts).
  router.put(`${C}/prices/:sku`, shopJsonBody, async (req, res, next) => {
    try {
      const sku = idSchema.safeParse(req.params['sku']);
      const body = priceBody.safeParse(req.body);
      if (!body.success) return badRequest(res, body.error.issues);
      const offer = sku.success ? catalogue().offers.get(sku.data) : undefined;
      if (!offer) return sendShopError(res, { code: 'PRODUCT_NOT_AVAILABLE', message: 'No such offer in the seeded catalogue.' });
      const apiNotified = await changeOfferPrice(store, offer, body.data.price, options.priceFeed);
      res.json({ sku: offer.sku, unitPrice: body.data.price, apiNotified });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
