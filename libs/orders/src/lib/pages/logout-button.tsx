import { Form, useLocation } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Button, type ButtonVariant } from '@kori/ui';
import { routePaths } from '@kori/shell';

/** Signs out: posts to /auth/logout (works without scripts), which revokes the session and comes back. */
export function LogoutButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const location = useLocation();
  return (
    <Form method="post" action={routePaths.logoutAction()}>
      <input type="hidden" name="page" value={location.pathname + location.search} />
      <Button type="submit" variant={variant}>
        <FormattedMessage id="auth.logout" />
      </Button>
    </Form>
  );
}
