/// <reference types="vite/client" />
// The order pages' stylesheet (with the invoice's print rules): linked by their routes only.
import stylesheetHref from '../styles/orders.css?url';

export const ordersStylesheetHref: string = stylesheetHref;

/** The route `links` export of the order pages. */
export function ordersLinks() {
  return [{ rel: 'stylesheet', href: ordersStylesheetHref }];
}
