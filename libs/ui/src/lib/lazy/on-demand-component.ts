import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface OnDemandComponent<P extends object> {
  /** Fetches the code once (later calls share the first fetch): on open, or early on intent. */
  preload(): Promise<{ default: ComponentType<P> }>;
  /** The component once its code is here, to render at once without a Suspense round; else null. */
  loaded(): ComponentType<P> | null;
  /** `React.lazy` over `preload`, to render inside Suspense while the code is not here yet. */
  Lazy: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A component whose code is a chunk of its own, fetched the first time it must show (a dialog most
 * visits never open). If the fetch fails, `fallback` says what to show instead: dialogs here fall back
 * to the server-rendered page that has them open, so a failed chunk never becomes the error page.
 */
export function onDemandComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (error: unknown) => ComponentType<P>,
): OnDemandComponent<P> {
  let component: ComponentType<P> | null = null;
  let fetching: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    fetching ??= load().then(
      (loaded) => {
        component = loaded;
        return { default: loaded };
      },
      (error: unknown) => ({ default: fallback(error) }),
    );
    return fetching;
  };
  return { preload, loaded: () => component, Lazy: lazy(preload) };
}
