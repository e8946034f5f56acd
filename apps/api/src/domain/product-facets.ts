import type { MoneyAmount } from './money';

/** One choice of a facet, with how many matches it has. */
export interface FacetValue {
  id: string;
  label: string;
  count: number;
}

/** The choices that narrow a listing, each counted without its own filter. */
export interface ProductFacets {
  categories: FacetValue[];
  brands: FacetValue[];
  merchants: FacetValue[];
  price: { min: MoneyAmount | null; max: MoneyAmount | null };
  inStockCount: number;
}
