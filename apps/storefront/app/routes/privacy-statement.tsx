// /privacy-statement: the privacy statement page; its own meta adds the canonical link to the title and description.
export { privacyStatementLoader as loader } from '@kori/content/server';
export { PrivacyStatementPage as default, privacyStatementHandle as handle, contentMeta as meta, contentLinks as links } from '@kori/content';
