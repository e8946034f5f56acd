import type { DeliveryOptionBody } from '@kori/merchant-shop-protocol';
import type { SeedMerchant } from '@kori/catalogue-seed/server';
import type { Region } from '@kori/region';

const OPTION_IDS = { HOME_DELIVERY: 'home', PICKUP_DELIVERY: 'pickup', STORE_PICKUP: 'store' } as const;
const CITIES: Record<Region, [string, string]> = { FI: ['Helsinki', 'Tampere'], SE: ['Stockholm', 'Göteborg'], NL: ['Amsterdam', 'Utrecht'] };
const PARCEL_NETWORK: Record<Region, string> = { FI: 'Parcel locker', SE: 'Paketombud', NL: 'Afhaalpunt' };

function digitsOf(postalCode: string | undefined): string {
  return (postalCode ?? '').replace(/\W/g, '').slice(0, 10) || '0';
}

/**
 * The merchant's delivery options for a cart: its seeded delivery types at its seeded cost, free at
 * or above its free-delivery threshold, so the shop agrees with the catalogue's delivery estimate.
 * Pickup points are near the given postal code; stores are the merchant's own.
 */
export function deliveryOptionsFor(merchant: SeedMerchant, itemsTotal: number, postalCode: string | undefined): DeliveryOptionBody[] {
  const free = merchant.freeDeliveryThreshold !== null && itemsTotal >= merchant.freeDeliveryThreshold;
  const cost = free ? 0 : merchant.deliveryCost;
  const days = `${merchant.deliveryDays}–${merchant.deliveryDays + 2} working days`;
  const area = digitsOf(postalCode);
  return merchant.deliveryTypes.map((type) => {
    const base = { id: OPTION_IDS[type], type, cost, currency: merchant.currency };
    if (type === 'HOME_DELIVERY') return { ...base, description: `Delivered to your door in ${days}`, pickupPoints: [] };
    if (type === 'PICKUP_DELIVERY') {
      return {
        ...base,
        description: `Collect from a pickup point near you in ${days}`,
        pickupPoints: [1, 2, 3].map((n) => ({
          id: `pp-${area}-${n}`,
          name: `${PARCEL_NETWORK[merchant.region]} ${area} / ${n}`,
          address: `Pickup street ${n * 7}, ${postalCode ?? ''}`.trim(),
        })),
      };
    }
    return {
      ...base,
      description: `Collect from a ${merchant.title} store, ready in ${merchant.deliveryDays} working days`,
      pickupPoints: CITIES[merchant.region].map((city, index) => ({
        id: `store-${index + 1}`,
        name: `${merchant.title} ${city}`,
        address: `Shop street ${index + 1}, ${city}`,
      })),
    };
  });
}
