import { useEffect, type ComponentType } from 'react';

/** The page's address, as the fallback reads it when it mounts. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * The `onDemandComponent` fallback for a dialog the server can render open: when its code cannot be
 * fetched, it logs why and loads the address at which the server renders the dialog open, whose forms
 * work without scripts (so a failed chunk never becomes the error page). `addressWithDialogOpen` returns
 * that address, or null when the page already is it (then nothing more can be done). `navigate` loads
 * it (a full page load by default; jsdom's location cannot be watched, so tests pass their own).
 */
export function openServerRenderedInstead<P extends object>(
  what: string,
  addressWithDialogOpen: (address: PageAddress) => string | null,
  navigate: (href: string) => void = (href) => window.location.assign(href),
): (error: unknown) => ComponentType<P> {
  return (error) => {
    console.error(`Could not load ${what}`, error);
    return function OpenServerRendered() {
      useEffect(() => {
        const target = addressWithDialogOpen({ pathname: window.location.pathname, search: window.location.search });
        if (target !== null) navigate(target);
      }, []);
      return null;
    };
  };
}
