import { LazyApolloProvider } from '@kori/graphql-schema';
import { Component, lazy, Suspense, type ReactNode } from 'react';

// The query and Apollo Client are fetched only for shoppers who have a cart.
const loadQueries = () => import('./cart-queries');
const CartQueries = lazy(() => loadQueries().then((module) => ({ default: module.CartQueries })));

/** A chunk that fails to download only costs the cart's display (the panel says it could not load). */
class IgnoreLoadError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Could not load the cart', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Runs the cart query (cart-queries.tsx) for `cartId` with Apollo loaded on demand. Renders nothing. */
export function CartLoader({ cartId }: { cartId: string }) {
  return (
    <IgnoreLoadError>
      <LazyApolloProvider>
        <Suspense fallback={null}>
          <CartQueries cartId={cartId} />
        </Suspense>
      </LazyApolloProvider>
    </IgnoreLoadError>
  );
}
