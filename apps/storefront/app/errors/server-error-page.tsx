import { useLocation } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { Container } from '@kori/ui';

/** 500: something failed while loading or rendering; retrying reloads the same address as a full request. */
export function ServerErrorPage() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <Container narrow className="kori-error-page">
      <h1>{intl.formatMessage({ id: 'errors.server.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.server.text' })}</p>
      <p>
        <a href={`${pathname}${search}`} className="kori-button kori-button--primary kori-button--medium">
          {intl.formatMessage({ id: 'errors.server.retry' })}
        </a>
      </p>
    </Container>
  );
}
