import type { Region } from '@kori/region';
import type { PageMeta } from '@kori/shell';
import type { GetCompletedCheckoutQuery } from '../../graphql/generated/graphql';

export type CompletedCheckoutView = NonNullable<GetCompletedCheckoutQuery['completedCheckout']>;

/** What the success loader gives the page. */
export interface SuccessLoaderData {
  meta: PageMeta;
  checkout: CompletedCheckoutView | null;
  /** The region the VAT rate of the receipt is taken from. */
  region: Region;
  /** Product names by offer id (the receipt itself carries only offer ids); empty when unknown. */
  productNames: Record<string, string>;
}
