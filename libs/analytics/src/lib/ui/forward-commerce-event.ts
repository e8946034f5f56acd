import type { CommerceEvent } from '@kori/shell';
import { track } from '../runtime/track';

/** A shopping step a feature reported through the shell, as the analytics event of the same name. */
export function forwardCommerceEvent(event: CommerceEvent): void {
  switch (event.type) {
    case 'addToCart':
      return track.addToCart(event.input);
    case 'removeFromCart':
      return track.removeFromCart(event.input);
    case 'viewCart':
      return track.viewCart(event.input);
    case 'beginCheckout':
      return track.beginCheckout(event.input);
    case 'addContactInfo':
      return track.addContactInfo(event.input);
    case 'addShippingInfo':
      return track.addShippingInfo(event.input);
    case 'purchase':
      return track.purchase(event.input);
    case 'referralCode':
      return track.referralCode(event.input);
  }
}
