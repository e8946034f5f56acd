import type { CartRow } from '../db/schema';
import { MAXIMUM_CART_AMOUNT } from './cart-limits';
import type { CartLineDetail, CartMerchant } from './cart-store';
import { deliveryCostFor } from './delivery-cost';

/** One merchant's part of a cart, with what delivery of its subtotal to the cart's region costs. */
export interface CartMerchantGroupView {
  merchant: CartMerchant;
  lines: CartLineDetail[];
  subtotal: number;
  deliveryCost: number;
}

/** A cart as shoppers see it. Money in minor units of the cart's currency. */
export interface CartView {
  cart: CartRow;
  lines: CartLineDetail[];
  groups: CartMerchantGroupView[];
  itemCount: number;
  itemsTotal: number;
  deliveryTotal: number;
  total: number;
  maximumAmount: number;
}

export const lineTotal = (line: Pick<CartLineDetail, 'unitPrice' | 'quantity'>): number => line.unitPrice * line.quantity;

export const itemsTotalOf = (lines: readonly Pick<CartLineDetail, 'unitPrice' | 'quantity'>[]): number => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** Groups the lines by merchant, in the order the merchants' first lines were added. */
export function buildCartView(cart: CartRow, lines: CartLineDetail[]): CartView {
  const byMerchant = new Map<string, CartLineDetail[]>();
  for (const line of lines) {
    const group = byMerchant.get(line.merchant.id);
    if (group) group.push(line);
    else byMerchant.set(line.merchant.id, [line]);
  }
  const groups = [...byMerchant.values()].map((group): CartMerchantGroupView => {
    const subtotal = itemsTotalOf(group);
    const merchant = group[0]?.merchant;
    if (!merchant) throw new Error('empty merchant group');
    return { merchant, lines: group, subtotal, deliveryCost: deliveryCostFor(merchant, subtotal) };
  });
  const itemsTotal = itemsTotalOf(lines);
  const deliveryTotal = groups.reduce((sum, group) => sum + group.deliveryCost, 0);
  return {
    cart,
    lines,
    groups,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    itemsTotal,
    deliveryTotal,
    total: itemsTotal + deliveryTotal,
    maximumAmount: MAXIMUM_CART_AMOUNT[cart.currency],
  };
}
