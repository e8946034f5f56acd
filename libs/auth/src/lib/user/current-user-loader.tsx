import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LazyApolloProvider } from '@kori/graphql-schema';
import { LoadFailureBoundary } from '@kori/ui';
import { hasSessionAtom } from '../session/auth-atoms';

// The queries and Apollo Client are fetched only for shoppers with a session; everyone else never
// downloads them.
const loadQueries = () => import('./current-user-queries');
const CurrentUserQueries = lazy(() => loadQueries().then((module) => ({ default: module.CurrentUserQueries })));

/**
 * Runs the user queries (current-user-queries.tsx) once a session exists, with Apollo Client loaded on
 * demand. Once mounted they stay for the page's life: after a sign-out they are what clears the user.
 * Renders nothing itself, so nothing shifts when the code arrives. A chunk that fails to download only
 * costs the user data, which keeps its defaults as on any other failure.
 */
export function CurrentUserLoader() {
  const hasSession = useAtomValue(hasSessionAtom);
  const [needed, setNeeded] = useState(hasSession);
  if (hasSession && !needed) setNeeded(true);

  useEffect(() => {
    // Fetches the queries' chunk alongside Apollo rather than after it.
    if (needed) loadQueries().catch(() => undefined);
  }, [needed]);

  if (!needed) return null;
  return (
    <LoadFailureBoundary what="the signed-in user">
      <LazyApolloProvider>
        <Suspense fallback={null}>
          <CurrentUserQueries />
        </Suspense>
      </LazyApolloProvider>
    </LoadFailureBoundary>
  );
}
