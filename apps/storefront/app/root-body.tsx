import type { ReactNode } from 'react';
import { AnalyticsRoot } from '@kori/analytics';
import { AuthRoot } from '@kori/auth';
import { CartRoot } from '@kori/cart';
import { ConsentRoot } from '@kori/consent';
import { consentStateFromCookieValue } from '@kori/consent-state';
import { DEFAULT_NATIVE_APP_MARKER } from '@kori/native-app';
import { Notifications } from '@kori/ui';
import { PriceAlertDeletion } from '@kori/price-alerts';
import { NativeCartUpdates } from './cart/native-cart-updates';
import { DeliveryAddressFromAccount } from './layout/delivery-address-from-account';
import { UsedCouponsFromAccount } from './layout/used-coupons-from-account';
import type { RootData } from './root-data';
import { ShellEffects } from './shell-effects';
import { ShellProviders } from './shell-providers';

/**
 * Everything inside <body> around the page: the providers and the features' roots. Roots that hydrate state
 * the page's header reads (consent, the cart id behind the cart button's label) render before the page, so
 * the server's HTML already has it: without JavaScript that HTML is all the shopper gets.
 */
export function RootBody({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  return (
    <ShellProviders data={data}>
      <ConsentRoot consent={data?.consent ?? consentStateFromCookieValue(null)} />
      <CartRoot data={data?.cart} />
      {children}
      <Notifications />
      <PriceAlertDeletion />
      <AuthRoot data={data?.auth} />
      <NativeCartUpdates marker={data?.config.nativeAppMarker ?? DEFAULT_NATIVE_APP_MARKER} />
      <DeliveryAddressFromAccount />
      <UsedCouponsFromAccount />
      <AnalyticsRoot />
      <ShellEffects />
    </ShellProviders>
  );
}
