import type { MetaFunction } from '@remix-run/node';
import { errorStatus } from './errors/error-status';
import type { RootData } from './root-data';

/**
 * Document title and description for pages without their own meta: the error page's title, else the site
 * name and tagline, in the texts the root loader formatted for the request's locale.
 */
export const rootMeta: MetaFunction = ({ data, error }) => {
  const root = data as RootData | undefined;
  const texts = root?.metaTexts;
  const siteName = texts?.siteName ?? 'Kori';
  if (error) {
    const title = errorStatus(error) === 404 ? texts?.notFoundTitle : texts?.serverErrorTitle;
    return [{ title: title ? `${title} | ${siteName}` : siteName }, { name: 'robots', content: 'noindex' }];
  }
  return [{ title: siteName }, { name: 'description', content: texts?.tagline ?? '' }];
};
