/// <reference types="vite/client" />
// The checkout pages' stylesheet: linked by their routes only, not part of every page's inlined styles.
import stylesheetHref from '../styles/checkout.css?url';

export const checkoutStylesheetHref: string = stylesheetHref;

/** The route `links` export of the checkout pages. */
export function checkoutLinks() {
  return [{ rel: 'stylesheet', href: checkoutStylesheetHref }];
}
