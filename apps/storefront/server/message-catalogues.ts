import type { MessageCatalogues } from '@kori/i18n';
import { provideMessageCatalogues } from '@kori/i18n/server';
// Every lib's own catalogue and the app's, merged per language by `npm run i18n` (never edit these files).
import en from './generated/messages/en.json';
import fi from './generated/messages/fi.json';
import nl from './generated/messages/nl.json';
import sv from './generated/messages/sv.json';

/** The storefront's texts, one catalogue per language. Server only: the browser loads its one catalogue file (messages-file.ts). */
export const storefrontCatalogues: MessageCatalogues = { fi, en, sv, nl };

/** Makes the storefront's catalogues the ones every server-side text and the catalogue files come from. */
export function provideStorefrontCatalogues(): void {
  provideMessageCatalogues(storefrontCatalogues);
}
