import { skipToken, useQuery } from '@apollo/client/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { parseLocale } from '@kori/i18n';
import { FetchUserDataDocument, MeDocument } from '../../graphql/generated/graphql';
import { eligibleForFTBAtom, hasSessionAtom, sessionConfirmedAtom } from '../session/auth-atoms';
import { currentUserAtom, latestDeliveryAddressAtom } from './current-user-atoms';

function errorCodes(error: unknown): string[] {
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] } | undefined)?.errors ?? [];
  return errors.map((e) => String(e.extensions?.code ?? 'UNKNOWN'));
}

/**
 * `me(region)` only while a session exists (bearer added by the storefront server), never
 * cached; FetchUserData once the user is initialised; the latest delivery address is published in
 * `latestDeliveryAddressAtom` (the storefront root stores it as the delivery address). Failures are logged and the defaults kept.
 * Loaded on demand by CurrentUserLoader, inside Apollo's provider.
 */
export function CurrentUserQueries() {
  const intl = useIntl();
  const region = parseLocale(intl.locale).region;
  const hasSession = useAtomValue(hasSessionAtom);
  const confirmed = useAtomValue(sessionConfirmedAtom);
  const setCurrentUser = useSetAtom(currentUserAtom);
  const setLatestDeliveryAddress = useSetAtom(latestDeliveryAddressAtom);
  const setEligibleForFTB = useSetAtom(eligibleForFTBAtom);

  const me = useQuery(MeDocument, hasSession && confirmed ? { variables: { region }, fetchPolicy: 'no-cache' } : skipToken);
  const user = hasSession ? (me.data?.me ?? null) : null;

  const userData = useQuery(
    FetchUserDataDocument,
    user ? { variables: { region }, fetchPolicy: 'no-cache', errorPolicy: 'all' } : skipToken,
  );

  useEffect(() => {
    setCurrentUser(user);
  }, [user, setCurrentUser]);

  useEffect(() => {
    if (me.error) console.warn('Could not load the signed-in user', { codes: errorCodes(me.error) });
  }, [me.error]);

  useEffect(() => {
    if (!user) return;
    const address = userData.data?.latestDeliveryAddress;
    if (address) setLatestDeliveryAddress(address);
    const eligible = userData.data?.eligibleForFTB;
    if (typeof eligible === 'boolean') setEligibleForFTB(eligible);
  }, [user, userData.data, setLatestDeliveryAddress, setEligibleForFTB]);

  useEffect(() => {
    if (userData.error) console.warn('User data is not available; keeping defaults', { codes: errorCodes(userData.error) });
  }, [userData.error]);

  return null;
}
