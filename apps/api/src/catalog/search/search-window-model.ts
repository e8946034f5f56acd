// What a search window is, apart from how it is read, so the window cache and the reader share it without importing each other.

/** What the facets need from a window (window-facets.ts), counted by the window statement. */
export interface WindowCounts {
  /** Matches per category id: [id, count]. */
  categories: [string, number][];
  /** Matches per brand: [id, name, count]. */
  brands: [string, string, number][];
  /** Matches per merchant with an offer in the region: [id, count]. */
  merchants: [string, number][];
  /** Lowest and highest best total in the region (minor units), null without prices. */
  minTotal: number | null;
  maxTotal: number | null;
  /** Matches in stock in the region. */
  inStock: number;
}

export interface SearchWindow {
  /** Ids of the matches in the requested order (relevance already applied), at most SEARCH_WINDOW. */
  ids: number[];
  /** More products match than the window holds. */
  truncated: boolean;
  counts: WindowCounts;
}

export const EMPTY_WINDOW: SearchWindow = {
  ids: [],
  truncated: false,
  counts: { categories: [], brands: [], merchants: [], minTotal: null, maxTotal: null, inStock: 0 },
};
