import type { AnyMessages, CompiledMessages, Messages } from './catalogues';

// One parsed catalogue per JSON text. The server holds one text per language for the process; a browser
// gets its language's text again with each root revalidation, equal to the last, so it is parsed once.
const parsed = new Map<string, CompiledMessages>();
const MAX_TEXTS = 8;

/** The catalogue in a form react-intl takes: JSON text (loader data) is parsed once per distinct text. */
export function readMessages(messages: AnyMessages): CompiledMessages | Messages {
  if (typeof messages !== 'string') return messages;
  let compiled = parsed.get(messages);
  if (!compiled) {
    compiled = JSON.parse(messages) as CompiledMessages;
    if (parsed.size >= MAX_TEXTS) parsed.clear();
    parsed.set(messages, compiled);
  }
  return compiled;
}
