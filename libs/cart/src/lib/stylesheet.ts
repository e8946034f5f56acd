/// <reference types="vite/client" />
// The cart's stylesheet (button, add-to-cart form, panel) as a URL, for the root route's stylesheets.
import stylesheetHref from '../styles/cart.css?url';

export const cartStylesheetHref: string = stylesheetHref;
