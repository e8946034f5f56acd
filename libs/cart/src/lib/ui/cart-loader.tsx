import { LazyApolloProvider } from '@kori/graphql-schema';
import { LoadFailureBoundary } from '@kori/ui';
import { lazy, Suspense } from 'react';

// The query and Apollo Client are fetched only for shoppers who have a cart.
const loadQueries = () => import('./cart-queries');
const CartQueries = lazy(() => loadQueries().then((module) => ({ default: module.CartQueries })));

/**
 * Runs the cart query (cart-queries.tsx) for `cartId` with Apollo loaded on demand. Renders nothing. A chunk
 * that fails to download only costs the cart's display (the panel says it could not load).
 */
export function CartLoader({ cartId }: { cartId: string }) {
  return (
    <LoadFailureBoundary what="the cart">
      <LazyApolloProvider>
        <Suspense fallback={null}>
          <CartQueries cartId={cartId} />
        </Suspense>
      </LazyApolloProvider>
    </LoadFailureBoundary>
  );
}
