import { useLocation } from '@remix-run/react';
import { searchWithoutSettingsParam } from '../settings/settings-query-param';

/** The current page as the consent form's `redirectTo`, without the settings-open parameter. */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${searchWithoutSettingsParam(search)}`;
}
