import { useLocation, useNavigate } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { closeConsentSettingsAtom } from '@kori/consent-state';
import { isSettingsOpenInSearch, searchWithoutSettingsParam } from '../settings/settings-query-param';

/** Closes the panel, and drops `?consent-settings=open` from the address if the panel was opened by it. */
export function useCloseSettings(): () => void {
  const close = useSetAtom(closeConsentSettingsAtom);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    close();
    if (isSettingsOpenInSearch(search)) {
      navigate(`${pathname}${searchWithoutSettingsParam(search)}${hash}`, { replace: true, preventScrollReset: true });
    }
  }, [close, navigate, pathname, search, hash]);
}
