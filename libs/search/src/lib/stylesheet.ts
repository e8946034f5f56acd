/// <reference types="vite/client" />
// The search pages' stylesheet as a URL, for a route's (or the root route's) `links` export.
import stylesheetHref from '../search.css?url';

export const searchStylesheetHref: string = stylesheetHref;
