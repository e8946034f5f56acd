/// <reference types="vite/client" />
// The catalogue pages' stylesheet as a URL, for the root route's `links` export.
import stylesheetHref from '../catalog.css?url';

export const catalogStylesheetHref: string = stylesheetHref;
