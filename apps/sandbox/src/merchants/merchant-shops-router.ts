import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { z } from 'zod';
import { addItemRequestSchema, contactSchema, idSchema, MERCHANT_SHOPS_BASE_PATH, placeOrderRequestSchema, type ShopOperation } from '@kori/merchant-shop-protocol';
import type { SeedSize } from '@kori/catalogue-seed';
import type { Logger } from '@kori/util-log';
import type { StateStore } from '../state/state-store';
import { fireFault } from './fault-matching';
import type { HeldRequests } from './held-requests';
import { merchantCatalogue, shopMerchant } from './merchant-catalogue';
import { addItem, cancelOrder, createCart, deliveryOptions, placedOrderBody, placeOrder, setContact, skusOf, type ShopContext, type ShopOutcome } from './merchant-shop';
import { asyncHandler, hasAgentToken, sendShopError } from './shop-http';
import type { ShopCart, ShopOrder } from './shop-state-schema';

export interface MerchantShopsOptions {
  store: StateStore;
  agentToken: string;
  seedName: string;
  seedSize: SeedSize;
  now: () => number;
  logger: Logger;
  held: HeldRequests;
}

const B = MERCHANT_SHOPS_BASE_PATH;
const merchantParams = z.object({ merchantId: idSchema });
const cartParams = z.object({ merchantId: idSchema, cartId: idSchema });
const orderParams = z.object({ merchantId: idSchema, orderReference: idSchema });

type BodySchema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } };

/** Shared between the shop API and the control API: parsed JSON bodies, at most 64 kB. */
export const shopJsonBody = express.json({ limit: '64kb' });

/**
 * Each seeded KORI_CHECKOUT merchant's shop API, as an agent drives a web shop: cart, items, contact
 * form, delivery options, order, cancel. Every request needs the agent's bearer token.
 */
export function createMerchantShopsRouter(options: MerchantShopsOptions): Router {
  const { store, held } = options;
  const router = Router();
  const state = () => store.state.merchantShops;

  /** The merchant's shop for this request, or an error answer (bad id, unknown or redirect-only shop). */
  function shopFor(req: Request, res: Response): ShopContext | null {
    if (!hasAgentToken(req, options.agentToken)) {
      sendShopError(res, { code: 'UNAUTHORIZED', message: 'Send the agent token as "Authorization: Bearer <token>".' });
      return null;
    }
    const params = merchantParams.safeParse(req.params);
    const catalogue = merchantCatalogue(options.seedName, options.seedSize);
    const merchant = params.success ? shopMerchant(catalogue, params.data.merchantId) : undefined;
    if (!merchant) {
      sendShopError(res, { code: 'MERCHANT_NOT_FOUND', message: 'No shop API for this merchant (unknown, or it takes no orders from Kori).' });
      return null;
    }
    return { state: state(), catalogue, merchant, now: options.now() };
  }

  /** A cart or order of this request's shop, or `notFound` answered (unknown, or another shop's). */
  function ownRecord<R extends { merchantId: string }>(ctx: ShopContext, record: R | undefined, res: Response, notFound: 'CART_NOT_FOUND' | 'ORDER_NOT_FOUND'): R | null {
    if (record && record.merchantId === ctx.merchant.id) return record;
    sendShopError(res, { code: notFound });
    return null;
  }

  function cartFor(ctx: ShopContext, req: Request, res: Response): ShopCart | null {
    const params = cartParams.safeParse(req.params);
    return ownRecord(ctx, params.success ? ctx.state.carts[params.data.cartId] : undefined, res, 'CART_NOT_FOUND');
  }

  function orderFor(ctx: ShopContext, req: Request, res: Response): ShopOrder | null {
    const params = orderParams.safeParse(req.params);
    return ownRecord(ctx, params.success ? ctx.state.orders[params.data.orderReference] : undefined, res, 'ORDER_NOT_FOUND');
  }

  function parseBody<T>(schema: BodySchema<T>, req: Request, res: Response): T | null {
    const parsed = schema.safeParse(req.body);
    if (parsed.success) return parsed.data;
    const problem = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    sendShopError(res, { code: 'BAD_REQUEST', message: problem });
    return null;
  }

  /** Latency, timeout, HTTP 500 and the bot wall, before the shop looks at the request. Returns true once answered. */
  async function transportFaults(ctx: ShopContext, operation: ShopOperation, skus: readonly string[], res: Response): Promise<boolean> {
    const at = { merchantId: ctx.merchant.id, operation, skus };
    const delay = fireFault(ctx.state, at, 'latency');
    const timeout = fireFault(ctx.state, at, 'timeout');
    const crash = timeout ? undefined : fireFault(ctx.state, at, 'serverError');
    const blocked = timeout || crash ? undefined : fireFault(ctx.state, at, 'agentBlocked');
    if (delay || timeout || crash || blocked) store.save();
    if (delay) await held.sleep(delay.ms);
    if (timeout) {
      held.hold(res);
      return true;
    }
    if (crash) {
      sendShopError(res, { code: 'SERVER_ERROR', message: 'Injected server error.' });
      return true;
    }
    if (blocked) {
      sendShopError(res, { code: 'AGENT_BLOCKED', message: 'Automated access to this shop is not allowed.' });
      return true;
    }
    return false;
  }

  function answer<T>(res: Response, outcome: ShopOutcome<T>, status = 200): void {
    store.save();
    if (outcome.ok) res.status(status).set('Cache-Control', 'no-store').json(outcome.value);
    else sendShopError(res, outcome.error);
  }

  router.post(
    `${B}/:merchantId/carts`,
    asyncHandler(async (req, res) => {
      const ctx = shopFor(req, res);
      if (!ctx || (await transportFaults(ctx, 'createCart', [], res))) return;
      answer(res, createCart(ctx), 201);
    }),
  );

  // Not an agent step: lets tests and the sandbox page read a cart.
  router.get(`${B}/:merchantId/carts/:cartId`, (req, res) => {
    const ctx = shopFor(req, res);
    const cart = ctx && cartFor(ctx, req, res);
    if (cart) res.set('Cache-Control', 'no-store').json(cart);
  });

  /**
   * An agent's step on one of the shop's carts (`${B}/:merchantId/carts/:cartId<path>`): the shop, the
   * cart and the body (when the step has one) are checked, then the step's transport faults fire on its
   * SKUs (the cart's, unless `skus` says otherwise), then the shop answers what `run` gives.
   */
  function cartStep<T = undefined>(step: {
    method: 'get' | 'post' | 'put';
    path: string;
    operation: ShopOperation;
    body?: BodySchema<T>;
    skus?: (cart: ShopCart, body: T) => readonly string[];
    run: (ctx: ShopContext, cart: ShopCart, body: T) => ShopOutcome<unknown>;
    status?: number;
  }): void {
    const skus = step.skus ?? ((cart: ShopCart) => skusOf(cart.lines));
    const handle = asyncHandler(async (req, res) => {
      const ctx = shopFor(req, res);
      const cart = ctx && cartFor(ctx, req, res);
      const body = cart && (step.body ? parseBody(step.body, req, res) : (undefined as T));
      if (!ctx || !cart || body === null || (await transportFaults(ctx, step.operation, skus(cart, body), res))) return;
      answer(res, step.run(ctx, cart, body), step.status);
    });
    const path = `${B}/:merchantId/carts/:cartId${step.path}`;
    if (step.body) router[step.method](path, shopJsonBody, handle);
    else router[step.method](path, handle);
  }

  cartStep({ method: 'post', path: '/items', operation: 'addItem', body: addItemRequestSchema, skus: (_cart, body) => [body.sku], run: addItem });
  cartStep({ method: 'put', path: '/contact', operation: 'setContact', body: contactSchema, run: setContact });
  cartStep({ method: 'get', path: '/delivery-options', operation: 'deliveryOptions', run: (ctx, cart) => deliveryOptions(ctx, cart) });
  cartStep({ method: 'post', path: '/order', operation: 'placeOrder', body: placeOrderRequestSchema, run: placeOrder, status: 201 });

  router.get(`${B}/:merchantId/orders/:orderReference`, (req, res) => {
    const ctx = shopFor(req, res);
    const order = ctx && orderFor(ctx, req, res);
    if (order) res.set('Cache-Control', 'no-store').json({ ...placedOrderBody(order), status: order.status, lines: order.lines, delivery: order.delivery });
  });

  router.post(
    `${B}/:merchantId/orders/:orderReference/cancel`,
    asyncHandler(async (req, res) => {
      const ctx = shopFor(req, res);
      const order = ctx && orderFor(ctx, req, res);
      if (!ctx || !order || (await transportFaults(ctx, 'cancelOrder', skusOf(order.lines), res))) return;
      answer(res, cancelOrder(ctx, order));
    }),
  );

  return router;
}

/** Bad JSON, a body over the limit or a failure inside the shops answers in the protocol's error shape. */
export function merchantShopsErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (!req.path.startsWith(`${B}/`) || res.headersSent) return next(error);
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
    if (status >= 400 && status < 500) {
      sendShopError(res, { code: 'BAD_REQUEST', message: status === 413 ? 'The body is too large.' : 'The body is not valid JSON.' });
      return;
    }
    logger.error('Merchant shop request failed', { path: req.path, err: error });
    sendShopError(res, { code: 'SERVER_ERROR' });
  };
}
