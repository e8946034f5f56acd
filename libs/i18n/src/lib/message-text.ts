import type { CompiledMessages, MessageKey, Messages } from './catalogues';
import { intlFor } from './i18n-provider';
import type { Locale } from './locales';

/**
 * A message as plain text, for what is not rendered by React (document title, meta description): formatted
 * like `<FormattedMessage>`, from compiled or plain catalogues. Undefined when there is no catalogue or it
 * lacks the key (a document rendered without root loader data), so the caller picks its fallback.
 */
export function messageText(
  locale: Locale,
  messages: CompiledMessages | Messages | undefined,
  key: MessageKey,
  values?: Record<string, string | number>,
): string | undefined {
  if (!messages || !Object.prototype.hasOwnProperty.call(messages, key)) return undefined;
  return intlFor(locale, messages).formatMessage({ id: key }, values);
}
