import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages, Messages } from './catalogues';

/**
 * A catalogue parsed into the ICU message AST react-intl formats without parsing. Server only: the browser
 * build has no ICU parser (vite/browser-without-message-parser.ts), so its messages must arrive compiled.
 */
export function compileMessages(messages: Messages): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [key, message] of Object.entries(messages)) compiled[key] = parse(message);
  return compiled;
}
