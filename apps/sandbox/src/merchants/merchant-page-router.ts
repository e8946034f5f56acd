import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { faultInputSchema, idSchema, MERCHANT_SHOPS_BASE_PATH } from '@kori/merchant-shop-protocol';
import type { SeedSize } from '@kori/catalogue-seed';
import type { StateStore } from '../state/state-store';
import { addFault } from './fault-matching';
import { merchantCatalogue, shopMerchant } from './merchant-catalogue';
import { renderMerchantShopsPage } from './merchant-shops-page';
import { changeOfferPrice, type PriceFeed } from './price-feed';
import type { StoredFault } from './shop-state-schema';

export interface MerchantPageOptions {
  store: StateStore;
  seedName: string;
  seedSize: SeedSize;
  priceFeed: PriceFeed;
}

const B = MERCHANT_SHOPS_BASE_PATH;
const formBody = express.urlencoded({ extended: false, limit: '16kb' });
const text = z.string().trim().max(200).optional();
const faultForm = z.object({
  merchantId: z.string(),
  kind: z.string(),
  ms: text,
  field: text,
  postalCode: text,
  amount: text,
  available: text,
  skus: text,
  sku: text,
  times: text,
});
const selection = z.object({ merchant: z.string().optional() });
// A new price as a person types it: whole units or with up to two decimals (dot or comma).
const priceForm = z.object({
  sku: idSchema,
  price: z
    .string()
    .trim()
    .regex(/^\d{1,7}([.,]\d{1,2})?$/)
    .transform((value) => Math.round(Number(value.replace(',', '.')) * 100)),
});
const deleteForm = z.object({ merchantId: z.string(), faultId: z.string().optional() });

const number = (value: string | undefined) => (value ? Number(value) : undefined);

/** The form's text fields as a fault of the chosen kind; the fault schema then judges it. */
function faultFromForm(form: z.infer<typeof faultForm>): unknown {
  const base = { merchantId: form.merchantId, kind: form.kind, sku: form.sku || undefined, times: number(form.times) };
  const skus = form.skus
    ?.split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);
  switch (form.kind) {
    case 'latency':
      return { ...base, ms: number(form.ms) };
    case 'outOfStock':
      return { ...base, available: number(form.available) };
    case 'priceChanged':
      return { ...base, unitPrice: number(form.amount) };
    case 'minimumOrderAmount':
      return { ...base, amount: number(form.amount) };
    case 'undeliverablePostalCode':
      return { ...base, postalCode: form.postalCode };
    case 'undeliverableProducts':
    case 'undeliverableCombination':
      return { ...base, skus };
    case 'fieldRejected':
      return { ...base, field: form.field };
    default:
      return base;
  }
}

/** A form post from another site must not change the sandbox (its page has no login to protect it). */
function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  // Browsers send Origin with form posts; a client without one (curl, a test) is not a browser being misled.
  if (origin === undefined) return true;
  return origin === `${req.protocol}://${req.get('host')}`;
}

/** `GET /merchant-shops` for people, with forms that set and clear faults (works without JavaScript). */
export function createMerchantPageRouter(options: MerchantPageOptions): Router {
  const { store } = options;
  const router = Router();
  const catalogue = () => merchantCatalogue(options.seedName, options.seedSize);

  function render(res: Response, merchantId: string | undefined, problem?: string, status = 200, notice?: string): void {
    const merchants = [...catalogue().merchants.values()];
    const selected = merchantId ? shopMerchant(catalogue(), merchantId) : undefined;
    res.status(status).type('html').set('Cache-Control', 'no-store').send(renderMerchantShopsPage(merchants, store.state.merchantShops, selected, problem, notice));
  }
  const back = (res: Response, merchantId: string) => res.redirect(303, `${B}?merchant=${encodeURIComponent(merchantId)}`);

  router.get(B, (req, res) => {
    const parsed = selection.safeParse(req.query);
    render(res, parsed.success ? parsed.data.merchant : undefined);
  });

  router.post(`${B}/page/faults`, formBody, (req, res) => {
    if (!sameOrigin(req)) return void res.status(403).type('text').send('Cross-site form posts are refused.');
    const form = faultForm.safeParse(req.body);
    if (!form.success) return render(res, undefined, 'The form was incomplete.', 400);
    const fault = faultInputSchema.safeParse(faultFromForm(form.data));
    if (!fault.success || !shopMerchant(catalogue(), fault.data.merchantId)) {
      const problem = fault.success ? 'No shop API for that merchant.' : fault.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'fault'}: ${issue.message}`).join('; ');
      return render(res, form.data.merchantId, `Fault not added: ${problem}`, 400);
    }
    addFault(store.state.merchantShops, fault.data);
    store.save();
    back(res, fault.data.merchantId);
  });

  /** A form that takes faults off a merchant's shop: those `removes` picks for the form's fault or merchant. */
  const removeFaultsRoute = (path: string, removes: (fault: StoredFault, form: z.infer<typeof deleteForm>) => boolean) =>
    router.post(path, formBody, (req, res) => {
      if (!sameOrigin(req)) return void res.status(403).type('text').send('Cross-site form posts are refused.');
      const form = deleteForm.safeParse(req.body);
      if (!form.success || !idSchema.safeParse(form.data.merchantId).success) return render(res, undefined, 'The form was incomplete.', 400);
      const state = store.state.merchantShops;
      state.faults = state.faults.filter((fault) => !removes(fault, form.data));
      store.save();
      back(res, form.data.merchantId);
    });

  removeFaultsRoute(`${B}/page/faults/delete`, (fault, form) => fault.id === form.faultId);
  removeFaultsRoute(`${B}/page/faults/clear`, (fault, form) => fault.merchantId === form.merchantId);

  router.post(`${B}/page/prices`, formBody, async (req, res, next) => {
    try {
      if (!sameOrigin(req)) return void res.status(403).type('text').send('Cross-site form posts are refused.');
      const form = priceForm.safeParse(req.body);
      if (!form.success) return render(res, undefined, 'Give the offer id and a price such as 199.90.', 400);
      const offer = catalogue().offers.get(form.data.sku);
      if (!offer) return render(res, undefined, `No offer ${form.data.sku} in the seeded catalogue.`, 400);
      const notified = await changeOfferPrice(store, offer, form.data.price, options.priceFeed);
      const price = `${(form.data.price / 100).toFixed(2)} ${offer.currency}`;
      if (!notified) return render(res, offer.merchantId, `Offer ${offer.sku} (${offer.productName}) now costs ${price} in the shop, but Kori's API could not be told.`, 502);
      render(res, offer.merchantId, undefined, 200, `Offer ${offer.sku} (${offer.productName}) now costs ${price}; Kori's API has it.`);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
