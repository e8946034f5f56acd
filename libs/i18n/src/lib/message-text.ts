import type { AnyMessages, MessageKey } from './catalogues';
import { intlFor } from './i18n-provider';
import type { Locale } from '@kori/region';
import { readMessages } from './read-messages';

/**
 * A message as plain text, for what is not rendered by React (document title, meta description): formatted
 * like `<FormattedMessage>`, from any form of catalogue (the catalogue file's JSON text included). Undefined when there is no catalogue or it
 * lacks the key (a document rendered without root loader data), so the caller picks its fallback.
 */
export function messageText(
  locale: Locale,
  messages: AnyMessages | undefined,
  key: MessageKey,
  values?: Record<string, string | number>,
): string | undefined {
  if (messages === undefined) return undefined;
  const catalogue = readMessages(messages);
  if (!Object.prototype.hasOwnProperty.call(catalogue, key)) return undefined;
  return intlFor(locale, catalogue).formatMessage({ id: key }, values);
}
