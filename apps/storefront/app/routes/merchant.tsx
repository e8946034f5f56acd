// /merchant: the shops, their delivery terms and how offers are ranked; its own meta adds the canonical link.
export { merchantLoader as loader } from '@kori/content/server';
export { MerchantPage as default, merchantHandle as handle, contentMeta as meta, contentLinks as links } from '@kori/content';
