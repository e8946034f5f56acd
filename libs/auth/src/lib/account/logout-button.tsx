import { Form, useLocation } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Button, type ButtonVariant } from '@kori/ui';
import { LOGOUT_ACTION_PATH } from '../login/login-action-data';

/** Signs out: posts to /auth/logout (works without scripts), which revokes the session and comes back. */
export function LogoutButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const location = useLocation();
  return (
    <Form method="post" action={LOGOUT_ACTION_PATH}>
      <input type="hidden" name="page" value={location.pathname + location.search} />
      <Button type="submit" variant={variant}>
        <FormattedMessage id="auth.logout" />
      </Button>
    </Form>
  );
}
