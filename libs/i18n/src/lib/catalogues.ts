import type { MessageFormatElement } from 'react-intl';
// Merged from the catalogues each lib owns (`npm run i18n`): one catalogue per language.
import en from '../generated/messages/en.json';
import fi from '../generated/messages/fi.json';
import nl from '../generated/messages/nl.json';
import sv from '../generated/messages/sv.json';
import type { Language } from '@kori/region';

/** Every message key, taken from the English catalogue (all catalogues hold the same keys). */
export type MessageKey = keyof typeof en;

export type Messages = Record<string, string>;

/** A catalogue parsed ahead (`compileMessages`): what the browser formats, as it has no ICU parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * A compiled catalogue as JSON text (`loadSerializedMessages`), as loader data carries it: one string is
 * smaller in the page than the AST as loader-data objects (~6 kB gzip against ~10 kB). Read with `readMessages`.
 */
export type SerializedMessages = string & { readonly __serializedMessages: true };

/** Any form of catalogue the provider and `messageText` take. */
export type AnyMessages = CompiledMessages | Messages | SerializedMessages;

/** All four catalogues. Server and test code only: the browser gets its one catalogue through loader data. */
export const catalogues: Readonly<Record<Language, Messages>> = { fi, en, sv, nl };
