import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ShopError, ShopErrorCode } from '@kori/merchant-shop-protocol';

const STATUS: Record<ShopErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  AGENT_BLOCKED: 403,
  MERCHANT_NOT_FOUND: 404,
  CART_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  CART_CLOSED: 409,
  NOT_ENOUGH_STOCK: 409,
  PRODUCT_NOT_AVAILABLE: 409,
  PRICE_CHANGED: 409,
  MINIMUM_ORDER_AMOUNT: 409,
  UNDELIVERABLE_TO_GIVEN_ADDRESS: 409,
  UNDELIVERABLE_PRODUCTS: 409,
  UNDELIVERABLE_PRODUCT_COMBINATION: 409,
  FIELD_REJECTED: 422,
  EMAIL_ADDRESS_IN_USE: 422,
  SERVER_ERROR: 500,
};

export function sendShopError(res: Response, error: ShopError): void {
  res.status(STATUS[error.code]).set('Cache-Control', 'no-store').json({ error });
}

/** Express 4 does not catch rejected promises: pass them on to the error handler. */
export function asyncHandler(handler: (req: Request, res: Response) => Promise<void> | void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => handler(req, res))
      .catch(next);
  };
}

/** `Authorization: Bearer <token>`, compared in constant time. */
export function hasAgentToken(req: Request, token: string): boolean {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
