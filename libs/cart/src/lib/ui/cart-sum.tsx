import type { ReactNode } from 'react';

/** One labelled amount in a cart's sums (`<dl className="kori-cart-sums">`): merchant subtotals, totals, the mix. */
export function CartSum({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
