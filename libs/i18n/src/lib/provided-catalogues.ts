import type { MessageCatalogues } from './catalogues';

// This lib holds no texts (each lib owns its own): the storefront composes the catalogues and provides them
// once at server start. Kept on globalThis under a registered symbol, as the storefront's Express server
// and its Remix server build are two bundles, each with its own copy of this module. The Jest setup
// (tools/jest/provide-test-messages.cjs) fills the same slot with the workspace's catalogues.
const SLOT = Symbol.for('kori.i18n.messageCatalogues');

type CatalogueSource = () => MessageCatalogues;
type Slot = { [SLOT]?: CatalogueSource };

/**
 * Makes `catalogues` the ones every server-side text (`loadMessages`, `serverIntl`, the root loader's
 * payload) comes from. A function is called on first use (and on every later one: it keeps its own result).
 */
export function provideMessageCatalogues(catalogues: MessageCatalogues | CatalogueSource): void {
  (globalThis as Slot)[SLOT] = typeof catalogues === 'function' ? catalogues : () => catalogues;
}

/** The provided catalogues; throws when none were provided, naming the fix. */
export function providedCatalogues(): MessageCatalogues {
  const source = (globalThis as Slot)[SLOT];
  if (!source) {
    throw new Error(
      'No message catalogues provided: the storefront provides them at server start (provideMessageCatalogues); tests get them from @kori/i18n/testing.',
    );
  }
  return source();
}
