import { useLocation, useNavigation } from '@remix-run/react';

/** How many pages a listing of `totalCount` items has at `perPage` a page; at least one, even when empty. */
export function pageCount(totalCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, perPage)));
}

/** True while the page at this same address loads again (another page, sort or filter of the listing). */
export function useListingReloading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}
