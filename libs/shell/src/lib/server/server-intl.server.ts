import type { IntlShape } from '@formatjs/intl';
import { serverIntl } from '@kori/i18n/server';
import type { StorefrontRequestContext } from './request-context.server';

export { serverIntl };

/** The formatter for a request's language: the one server-side translation helper loaders use. */
export function requestIntl(context: Pick<StorefrontRequestContext, 'locale'>): IntlShape {
  return serverIntl(context.locale);
}
