import { languageOfLocale } from '@kori/i18n';
import { requestContext, serverIntl } from '@kori/shell/server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CONTENT_PAGES, type ContentPageId } from '../content-pages';
import type { ContentLoaderData } from '../pages/content-data';
import { contentText } from '../texts/content-texts';

/** The address search engines should index: this origin and the page's path, no query or fragment. */
export function canonicalUrlOf(request: Request, page: ContentPageId): string {
  return new URL(CONTENT_PAGES[page].path, request.url).href;
}

/** A content page's text in the request's language, with its title, description and canonical URL. */
export function contentPageData(page: ContentPageId, { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>): ContentLoaderData {
  const { locale } = requestContext(context);
  const info = CONTENT_PAGES[page];
  const intl = serverIntl(locale);
  return {
    page,
    document: contentText(page, languageOfLocale(locale)),
    lastUpdated: info.lastUpdated,
    meta: {
      title: intl.formatMessage({ id: `${info.messagePrefix}.metaTitle` }),
      description: intl.formatMessage({ id: `${info.messagePrefix}.metaDescription` }),
      canonicalUrl: canonicalUrlOf(request, page),
    },
  };
}

/** The loader of a text-only content page: local work only, no API call. */
function textPageLoader(page: Exclude<ContentPageId, 'merchant'>) {
  return async (args: LoaderFunctionArgs): Promise<ContentLoaderData> => contentPageData(page, args);
}

export const helpLoader = textPageLoader('help');
export const aboutLoader = textPageLoader('about');
export const privacyStatementLoader = textPageLoader('privacy-statement');
export const termsAndConditionsLoader = textPageLoader('terms-and-conditions');
export const campaignTermsLoader = textPageLoader('campaign-terms');
