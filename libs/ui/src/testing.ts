// Test helpers for other libs: a Jotai store plus the real i18n catalogues around a component.
import { createElement, type ReactElement, type ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { TestI18nProvider } from '@kori/i18n/testing';
import type { Locale } from '@kori/i18n';

export type JotaiStore = ReturnType<typeof createStore>;

export interface UiTestProviderProps {
  store?: JotaiStore;
  locale?: Locale;
  children?: ReactNode;
}

/** Jotai Provider (with the given or a fresh store) inside TestI18nProvider. */
export function UiTestProvider({ store, locale = 'en-FI', children }: UiTestProviderProps): ReactElement {
  return createElement(TestI18nProvider, { locale }, createElement(Provider, { store }, children));
}

/** For Testing Library: `const store = createStore(); render(ui, { wrapper: uiWrapper({ store }) })`. */
export function uiWrapper(options: Omit<UiTestProviderProps, 'children'> = {}) {
  return function UiWrapper({ children }: { children?: ReactNode }): ReactElement {
    return createElement(UiTestProvider, { ...options }, children);
  };
}

export { createStore };

export { hydrateServerHtml, streamShellHtml, type HydratedPage } from './lib/testing/server-rendering';
export { streamRouteHtml } from './lib/testing/stream-route-html';
export { itStartsLoadingOnArrival, type LoadOnArrivalCase } from './lib/testing/load-on-arrival';
export { dealFixture, money, type DealFixtureOptions, type MoneyFixture } from './lib/testing/deal-fixture';
export { productCardFixture, type ProductCardFixture } from './lib/testing/product-card-fixture';
export { routerFuture } from './lib/testing/router-future';
