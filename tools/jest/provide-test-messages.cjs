// Every Jest project: server code under test that formats texts (`serverIntl`, `loadMessages` of
// @kori/i18n/server) finds catalogues, as the storefront provides them at server start: the workspace's
// own catalogue folders, read on first use (`testCatalogues` of @kori/i18n/testing). The slot is the one
// libs/i18n/src/lib/provided-catalogues.ts reads; a test may provide other catalogues.
const SLOT = Symbol.for('kori.i18n.messageCatalogues');

globalThis[SLOT] ??= () => require('@kori/i18n/testing').testCatalogues();
