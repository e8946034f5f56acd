import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@kori/region';

/**
 * A message id (`shell.siteName`). Each lib owns its keys in its own catalogue, so this lib cannot list
 * them: the storefront's message checks find every id written out in code in the catalogues instead.
 */
export type MessageKey = string;

export type Messages = Record<string, string>;

/** One catalogue per language, as the storefront composes them from every lib's own files. */
export type MessageCatalogues = Readonly<Record<Language, Messages>>;

/** A catalogue parsed ahead (`compileMessages`): what the browser formats, as it has no ICU parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * A compiled catalogue as JSON text (`messagesFileText`), as its catalogue file holds it. Read with
 * `readMessages`.
 */
export type SerializedMessages = string & { readonly __serializedMessages: true };

/** Any form of catalogue the provider and `messageText` take. */
export type AnyMessages = CompiledMessages | Messages | SerializedMessages;
