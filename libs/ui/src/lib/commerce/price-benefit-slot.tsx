import { createContext, useContext, type ReactNode } from 'react';
import type { MoneyAmount } from './money';

/** The prices a "price with benefit" line is worked out from. */
export interface PriceBenefitBase {
  /** The product's own price, which a discount code is applied to. */
  itemPrice: MoneyAmount;
  /** The price shown next to it (the item price, or the item with delivery): the benefit comes off this one. */
  shownPrice: MoneyAmount;
}

/** What fills the slot: the line for a price, or null when no benefit applies. */
export type PriceBenefitRenderer = (base: PriceBenefitBase) => ReactNode;

const PriceBenefitContext = createContext<PriceBenefitRenderer | null>(null);

/** The app wraps pages with this; the feature that knows the benefit (campaigns) supplies `render`. */
function PriceBenefitFill({ render, children }: { render: PriceBenefitRenderer | null; children: ReactNode }) {
  return <PriceBenefitContext.Provider value={render}>{children}</PriceBenefitContext.Provider>;
}

/** Where a price's "price with benefit" goes. Unfilled, it renders nothing at all. */
function PriceBenefitOutlet({ itemPrice, shownPrice }: PriceBenefitBase) {
  const render = useContext(PriceBenefitContext);
  return <>{render ? render({ itemPrice, shownPrice }) : null}</>;
}

/**
 * The point next to a price where a campaign's price with benefit shows: product pages and cards render
 * `<priceBenefitSlot.Outlet itemPrice=… shownPrice=… />`, the app fills it, so listings never import the
 * feature that decides the benefit.
 */
export const priceBenefitSlot = { Fill: PriceBenefitFill, Outlet: PriceBenefitOutlet } as const;
