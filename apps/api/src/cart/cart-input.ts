import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart-limits';

/** Cart and line ids are UUIDs; anything else names no cart or line. */
export const cartIdSchema = z.uuid();
export const lineIdSchema = z.uuid();
/** Offer ids are the catalogue's positive integer keys. */
export const offerIdSchema = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);
export const addQuantitySchema = z.number().int().min(1).max(MAX_LINE_QUANTITY);
/** Setting a line's quantity to 0 removes it. */
export const lineQuantitySchema = z.number().int().min(0).max(MAX_LINE_QUANTITY);
