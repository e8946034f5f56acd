/// <reference types="vite/client" />
import type { LinksFunction } from '@remix-run/node';
// The content pages' stylesheet as a URL: linked by the content routes only.
import stylesheetHref from '../content.css?url';

export const contentStylesheetHref: string = stylesheetHref;

/** The content routes' `links` export. */
export const contentLinks: LinksFunction = () => [{ rel: 'stylesheet', href: contentStylesheetHref }];
