import type { MetaFunction } from '@remix-run/react';
import { metaTagsFrom } from './meta-tags';

// Route meta functions run in the browser as well as on the server, so they live in the browser-safe
// entry; each reads the `meta` its loader computed in the request's language. Without loader data (an
// error page) the root route's tags apply.
const catalogMeta: MetaFunction = ({ data, matches }) => {
  const tags = metaTagsFrom(data);
  return tags.length > 0 ? tags : (matches[0]?.meta ?? []);
};

export const homeMeta: MetaFunction = catalogMeta;
export const categoryMeta: MetaFunction = catalogMeta;
export const productMeta: MetaFunction = catalogMeta;
export const blackFridayMeta: MetaFunction = catalogMeta;
