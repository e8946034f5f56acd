import { atom } from 'jotai';
import type { FetchUserDataQuery, MeQuery } from '../../graphql/generated/graphql';

/** The signed-in user as the API knows them (`me`), or null. */
export type CurrentUser = NonNullable<MeQuery['me']>;

export const currentUserAtom = atom<CurrentUser | null>(null);
currentUserAtom.debugLabel = 'auth.currentUser';

/** The signed-in account's latest delivery address as the API answered it (null until known). */
export type LatestDeliveryAddress = NonNullable<FetchUserDataQuery['latestDeliveryAddress']>;

/** Set once the user data arrives; the storefront root keeps it as the browser's stored delivery address. */
export const latestDeliveryAddressAtom = atom<LatestDeliveryAddress | null>(null);
latestDeliveryAddressAtom.debugLabel = 'auth.latestDeliveryAddress';
