import type { MetaFunction } from '@remix-run/node';
import { messageText, type MessageKey } from '@kori/i18n';
import { errorStatus } from './errors/error-status';
import type { RootData } from './root-data';

/**
 * Document title and description for pages without their own meta: the error page's title, else the site
 * name and tagline. The catalogue in the root data is compiled JSON text, so texts are read with `messageText`.
 */
export const rootMeta: MetaFunction = ({ data, error }) => {
  const root = data as RootData | undefined;
  const text = (key: MessageKey) => (root ? messageText(root.locale, root.messages, key) : undefined);
  const siteName = text('shell.siteName') ?? 'Kori';
  if (error) {
    const title = text(errorStatus(error) === 404 ? 'errors.notFound.title' : 'errors.server.title');
    return [{ title: title ? `${title} | ${siteName}` : siteName }, { name: 'robots', content: 'noindex' }];
  }
  return [{ title: siteName }, { name: 'description', content: text('shell.tagline') ?? '' }];
};
