import { useLocation } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { loginOverlayAtom } from '@kori/shell';
import { preloadLoginOverlay } from '../login/login-overlay';
import { loginHref } from '../navigation/login-params';
import { hasSessionAtom } from '../session/auth-atoms';

/**
 * For the site header: "My orders" when signed in, else "Sign in", which opens the login overlay
 * (a link to `?login=1`, so it also works before scripts run). Pointing at or focusing it starts
 * fetching the overlay's code, so that the click usually finds it there.
 */
export function AccountLink({ className }: { className?: string }) {
  const hasSession = useAtomValue(hasSessionAtom);
  const openOverlay = useSetAtom(loginOverlayAtom);
  const location = useLocation();
  if (hasSession) {
    return (
      <a href="/my/orders" className={className}>
        <FormattedMessage id="auth.account.myOrders" />
      </a>
    );
  }
  const warmUp = () => void preloadLoginOverlay();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openOverlay(true);
  };
  return (
    <a
      href={loginHref(location.pathname, new URLSearchParams(location.search))}
      onClick={onClick}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      className={className}
    >
      <FormattedMessage id="auth.account.signIn" />
    </a>
  );
}
