import type { MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { authStylesheetHref } from '@kori/auth';
import { CampaignPriceBenefits, campaignSlot, CampaignBanner, campaignsStylesheetHref } from '@kori/campaigns';
import { cartStylesheetHref } from '@kori/cart';
import { catalogStylesheetHref } from '@kori/catalog';
import { CookieSettingsButton } from '@kori/consent';
import { searchStylesheetHref } from '@kori/search';
import { DEFAULT_LOCALE, PageCatalogueLink } from '@kori/i18n';
import { uiStylesheetHref } from '@kori/ui';
import { errorStatus } from './errors/error-status';
import { useCspNonce } from './csp-nonce';
import { ErrorPage } from './errors/error-page';
import { DefaultLayout } from './layout/default-layout';
import { InlineStylesheets } from './layout/inline-stylesheets';
import { IntlWarmUp } from './layout/intl-warm-up';
import { PageLayout } from './layout/page-layout';
import { SiteIcon } from './layout/site-icon';
import { RootBody } from './root-body';
import type { RootData } from './root-data';
import { rootMeta } from './root-meta';
import shellStylesheetHref from './shell.css?url';

export { rootLoader as loader } from './root-loader.server';

/** The root loader's data as single fetch delivers it: values as they are, promises (the campaigns) included. */
function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** Every page's stylesheets, in cascade order; inlined in production (layout/inline-stylesheets.tsx). */
const SITE_STYLESHEETS = [
  uiStylesheetHref,
  shellStylesheetHref,
  catalogStylesheetHref,
  // Also the header's search box, on every page.
  searchStylesheetHref,
  authStylesheetHref,
  // The header's cart button and the add-to-cart forms, on every page.
  cartStylesheetHref,
  // The campaign banner, which pages may show.
  campaignsStylesheetHref,
] as const;

/**
 * Document title and description for pages without their own meta: the error page's title, else the site
 * name and tagline (root-meta.ts). Pages whose loader returns `meta` re-export `pageMeta` (page-meta.ts).
 */
export const meta: MetaFunction = (args) => rootMeta(args);

/** The document around every page and around the 404/500 pages, so errors render in the site's frame. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useCspNonce();
  return (
    <html lang={data?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <IntlWarmUp />
        {/* The page's catalogue, loaded before hydration: preloaded alongside the scripts. */}
        <PageCatalogueLink />
        <Meta />
        <SiteIcon />
        {/* Before the routes' own links, so that their rules win as they did when all were linked. */}
        <InlineStylesheets hrefs={SITE_STYLESHEETS} />
        <Links />
      </head>
      <body>
        <RootBody data={data}>{children}</RootBody>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  const campaigns = data?.campaigns;
  return (
    <PageLayout footerExtra={<CookieSettingsButton />}>
      {/* Pages that have a campaign slot show the current campaign's banner there; prices on product pages and
          in listings show the current campaign's price with benefit. */}
      <CampaignPriceBenefits campaigns={campaigns}>
        <campaignSlot.Fill render={() => (campaigns ? <CampaignBanner campaigns={campaigns} keepSpace={data?.campaignBannerSpace ?? true} /> : null)}>
          <Outlet />
        </campaignSlot.Fill>
      </CampaignPriceBenefits>
    </PageLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = errorStatus(error);
  useEffect(() => {
    // Server-side errors are logged by entry.server's handleError; this covers the browser.
    if (status >= 500) console.error(error);
  }, [error, status]);
  return (
    <DefaultLayout footerExtra={<CookieSettingsButton />}>
      <ErrorPage status={status} />
    </DefaultLayout>
  );
}
