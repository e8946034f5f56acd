/**
 * Which delivery option a merchant's part of the checkout uses: the shopper's own pick for that
 * merchant when it is one of the shop's options, else the template's pick.
 */
import type { MerchantDeliveryOption } from '../merchant-shops/merchant-shop-port';

export type DeliveryOptionTemplate = 'LEAST_EXPENSIVE' | 'PREFER_HOME_DELIVERY' | 'PREFER_PICKUP_DELIVERY';

const cheapest = (options: readonly MerchantDeliveryOption[]): MerchantDeliveryOption | null =>
  options.reduce<MerchantDeliveryOption | null>((best, option) => (!best || option.cost < best.cost ? option : best), null);

/** The template's pick among the shop's options (ties: the shop's order); null when there are none. */
export function optionByTemplate(options: readonly MerchantDeliveryOption[], template: DeliveryOptionTemplate): MerchantDeliveryOption | null {
  if (template === 'PREFER_HOME_DELIVERY') return cheapest(options.filter((option) => option.type === 'HOME_DELIVERY')) ?? cheapest(options);
  if (template === 'PREFER_PICKUP_DELIVERY') {
    return cheapest(options.filter((option) => option.type === 'PICKUP_DELIVERY' || option.type === 'STORE_PICKUP')) ?? cheapest(options);
  }
  return cheapest(options);
}

export function chooseDeliveryOption(
  options: readonly MerchantDeliveryOption[],
  template: DeliveryOptionTemplate,
  chosenId: string | null | undefined,
): MerchantDeliveryOption | null {
  return options.find((option) => option.id === chosenId) ?? optionByTemplate(options, template);
}
