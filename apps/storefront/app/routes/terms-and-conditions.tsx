// /terms-and-conditions: the terms and conditions page; its own meta adds the canonical link to the title and description.
export { termsAndConditionsLoader as loader } from '@kori/content/server';
export { TermsAndConditionsPage as default, termsAndConditionsHandle as handle, contentMeta as meta, contentLinks as links } from '@kori/content';
