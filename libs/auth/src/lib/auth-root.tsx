import type { AuthRootData } from './auth-types';
import { LoginOverlay } from './login/login-overlay';
import { useNativeSessionJwt } from './native/use-native-session-jwt';
import { useAuthStateSync } from './session/use-auth-state-sync';
import { useSessionRefresh } from './session/use-session-refresh';
import { CurrentUserLoader } from './user/current-user-loader';

const SIGNED_OUT: AuthRootData = { hasSession: false, user: null, pendingLogin: null, isNativeApp: false, nativeAppMarker: 'KoriApp' };

/**
 * Mount once in the root layout, inside the Jotai and intl providers and ApolloConfigProvider (the GraphQL
 * endpoint; Apollo Client itself is fetched only for a signed-in user):
 * `<AuthRoot data={rootData?.auth} />` with `auth: await authRootLoaderData(request, context)` in the
 * root loader. Renders the login overlay while it is asked for, keeps the session refreshed and loads
 * the signed-in user. Without data (an error page) it behaves as signed out.
 */
export function AuthRoot({ data }: { data?: AuthRootData | null }) {
  const auth = data ?? SIGNED_OUT;
  useAuthStateSync(auth);
  useSessionRefresh();
  useNativeSessionJwt(auth.nativeAppMarker);
  return (
    <>
      <LoginOverlay data={auth} />
      <CurrentUserLoader />
    </>
  );
}
