import type { ListingParams, SortParam } from './listing-params';

/**
 * The listing state a submitted filter form asks for: the same parsing as the URL (the form is a
 * plain GET form, so without JavaScript the browser builds exactly this query), starting at page 1.
 * The parser loads on the first use.
 */
export async function formToParams(form: FormData, defaultSort: SortParam): Promise<ListingParams> {
  const search = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') search.append(key, value);
  search.delete('page');
  const { parseListingParams } = await import('./parse-listing-params');
  return parseListingParams(search, defaultSort);
}
