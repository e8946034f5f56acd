import { z } from 'zod/mini';
import { createStoredAtom } from '@kori/shell';

export const DELIVERY_ADDRESS_STORAGE_KEY = 'checkout-shipping';

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
/** Seven string fields; a stored value that is not exactly this shape is discarded. */
export const deliveryAddressSchema = z.lazy(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    streetAddress: z.string(),
    postalCode: z.string(),
    city: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
);
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const EMPTY_DELIVERY_ADDRESS: DeliveryAddress = Object.freeze({
  firstName: '',
  lastName: '',
  streetAddress: '',
  postalCode: '',
  city: '',
  email: '',
  phone: '',
});

/** The shopper's delivery address, kept in the browser under `checkout-shipping`. */
export const storedDeliveryAddressAtom = createStoredAtom<DeliveryAddress>(
  DELIVERY_ADDRESS_STORAGE_KEY,
  deliveryAddressSchema,
  EMPTY_DELIVERY_ADDRESS,
);

/** An address is empty when every one of its fields is the empty string. */
export function isDeliveryAddressEmpty(address: DeliveryAddress): boolean {
  return Object.values(address).every((value) => value === '');
}
