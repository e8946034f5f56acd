/// <reference types="vite/client" />
// The auth stylesheet as a URL, for the root route's `links` export.
import stylesheetHref from '../styles/auth.css?url';

export const authStylesheetHref: string = stylesheetHref;
