import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';
import { errorPageKind } from './error-status';

export function ErrorPage({ status }: { status: number }) {
  return errorPageKind(status) === 'not-found' ? <NotFoundPage /> : <ServerErrorPage />;
}
