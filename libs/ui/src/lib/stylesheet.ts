/// <reference types="vite/client" />
// The design-system stylesheet as a URL, for the root route's `links` export.
import stylesheetHref from '../styles/global.css?url';

export const uiStylesheetHref: string = stylesheetHref;
