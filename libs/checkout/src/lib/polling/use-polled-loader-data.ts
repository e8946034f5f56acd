import { useFetcher, useLoaderData, useLocation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/**
 * The route's loader data, polled every `intervalMs` while `isWorking` says the API is still at it and the
 * page is visible. A fetcher re-runs this route's loader only (a revalidation would run the root's too, every
 * second); once the polled answer is settled, one revalidation makes it the page's loader data again.
 */
export function usePolledLoaderData<T>(isWorking: (data: T) => boolean, intervalMs: number): T {
  // The pages' loader data is plain JSON already (no dates or class instances), so it reads back as sent.
  const loaderData = useLoaderData() as T;
  const fetcher = useFetcher();
  const fetched = fetcher.data as T | undefined;
  const { revalidate } = useRevalidator();
  const { pathname, search } = useLocation();
  const loaderWorking = isWorking(loaderData);
  const polled = loaderWorking ? fetched : undefined;
  const data = polled ?? loaderData;
  const working = isWorking(data);

  useEffect(() => {
    if (!working || fetcher.state !== 'idle') return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState !== 'hidden') fetcher.load(`${pathname}${search}`);
    }, intervalMs);
    return () => window.clearTimeout(timer);
    // Keyed by the fetcher's state and answer (the fetcher object itself changes with them).
  }, [working, fetcher.state, fetched, pathname, search, intervalMs]);

  // Once per settled answer (`revalidate` changes identity while it runs).
  const revalidatedFor = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (!loaderWorking || polled === undefined || working || revalidatedFor.current === polled) return;
    revalidatedFor.current = polled;
    revalidate();
  }, [loaderWorking, polled, working, revalidate]);

  return data;
}
