import { useAtomValue } from 'jotai';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LazyApolloProvider } from '@kori/graphql-schema';
import { hasSessionAtom } from '../session/auth-atoms';

// The queries and Apollo Client are fetched only for shoppers with a session; everyone else never
// downloads them.
const loadQueries = () => import('./current-user-queries');
const CurrentUserQueries = lazy(() => loadQueries().then((module) => ({ default: module.CurrentUserQueries })));

/**
 * A chunk that fails to download (lost connection, a deploy that replaced it) only costs the user data,
 * which keeps its defaults as on any other failure; it must not replace the page with the error page.
 */
class KeepDefaultsOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Could not load the signed-in user', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Runs the user queries (current-user-queries.tsx) once a session exists, with Apollo Client loaded on
 * demand. Once mounted they stay for the page's life: after a sign-out they are what clears the user.
 * Renders nothing itself, so nothing shifts when the code arrives.
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
    <KeepDefaultsOnError>
      <LazyApolloProvider>
        <Suspense fallback={null}>
          <CurrentUserQueries />
        </Suspense>
      </LazyApolloProvider>
    </KeepDefaultsOnError>
  );
}
