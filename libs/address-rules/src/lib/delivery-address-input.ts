import { z } from 'zod/mini';
import type { DeliveryAddressFields } from './address-codes';

/** Longest value accepted for any field before the rules run: bounds the work on hostile input. */
export const ADDRESS_FIELD_INPUT_MAX_LENGTH = 300;

let schema: z.ZodMiniType<DeliveryAddressFields> | undefined;

/** The seven address fields as strings (what a form or an API request must carry), built on first use. */
export function deliveryAddressInputSchema(): z.ZodMiniType<DeliveryAddressFields> {
  const field = () => z.string().check(z.maxLength(ADDRESS_FIELD_INPUT_MAX_LENGTH));
  schema ??= z.object({
    firstName: field(),
    lastName: field(),
    streetAddress: field(),
    postalCode: field(),
    city: field(),
    email: field(),
    phone: field(),
  });
  return schema;
}
