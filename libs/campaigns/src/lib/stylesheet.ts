/// <reference types="vite/client" />
// The campaigns' stylesheet (the banner) as a URL, for the root route's stylesheets.
import stylesheetHref from '../styles/campaigns.css?url';

export const campaignsStylesheetHref: string = stylesheetHref;
