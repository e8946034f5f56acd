import { z } from 'zod/mini';
import type { DeliveryOptionTemplate } from '../../graphql/generated/graphql';

export const DELIVERY_OPTION_TEMPLATES = ['LEAST_EXPENSIVE', 'PREFER_HOME_DELIVERY', 'PREFER_PICKUP_DELIVERY'] as const satisfies readonly DeliveryOptionTemplate[];

/** The form field of the template select; each merchant's choice is `delivery.<merchantId>`. */
export const TEMPLATE_FIELD = 'template';
export const DELIVERY_FIELD_PREFIX = 'delivery.';

/** The shopper's delivery choice: a template for every merchant, overridden per merchant. */
export interface DeliverySelection {
  template: DeliveryOptionTemplate | null;
  deliveryOptions: { merchantId: string; deliveryOptionId: string }[];
}

// Built on first use, not while the page's scripts load.
let idSchema: z.ZodMiniString | undefined;
const isId = (value: string) => (idSchema ??= z.string().check(z.minLength(1), z.maxLength(100))).safeParse(value).success;

const MAX_MERCHANTS = 50;

/** Reads the selection from a query string or form; unknown templates and absurd ids are left out. */
export function deliverySelectionFrom(entries: Iterable<[string, string]>): DeliverySelection {
  let template: DeliveryOptionTemplate | null = null;
  const byMerchant = new Map<string, string>();
  for (const [name, value] of entries) {
    if (name === TEMPLATE_FIELD) {
      template = (DELIVERY_OPTION_TEMPLATES as readonly string[]).includes(value) ? (value as DeliveryOptionTemplate) : null;
    } else if (name.startsWith(DELIVERY_FIELD_PREFIX)) {
      const merchantId = name.slice(DELIVERY_FIELD_PREFIX.length);
      if (isId(merchantId) && isId(value) && !byMerchant.has(merchantId) && byMerchant.size < MAX_MERCHANTS) byMerchant.set(merchantId, value);
    }
  }
  return { template, deliveryOptions: [...byMerchant].map(([merchantId, deliveryOptionId]) => ({ merchantId, deliveryOptionId })) };
}

/** The selection as query parameters (for links and redirects that keep it). */
export function deliverySelectionParams(selection: DeliverySelection): [string, string][] {
  return [
    ...(selection.template ? [[TEMPLATE_FIELD, selection.template] as [string, string]] : []),
    ...selection.deliveryOptions.map(({ merchantId, deliveryOptionId }) => [`${DELIVERY_FIELD_PREFIX}${merchantId}`, deliveryOptionId] as [string, string]),
  ];
}
