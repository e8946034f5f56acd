import { Link } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { Container } from '@kori/ui';

/** 404: the page does not exist (unknown path, or a loader threw a 404 response). */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Container narrow className="kori-error-page">
      <h1>{intl.formatMessage({ id: 'errors.notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.notFound.text' })}</p>
      <p>
        <Link to="/" className="kori-button kori-button--primary kori-button--medium">
          {intl.formatMessage({ id: 'errors.notFound.home' })}
        </Link>
      </p>
    </Container>
  );
}
