import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { catchError, map, throwError } from 'rxjs';

const MALFORMED_PREFIX = 'Server response was malformed for query';
const MISSING_PREFIX = 'Server response was missing for query';

/**
 * Makes the transport errors read the same whatever media type the
 * server picks. Sits between the persisted-query link and the HTTP link.
 *
 * - Apollo Client 4 only raises "Response not successful: Received status code N" for
 *   `application/json` bodies; a status of 300 or above with `application/graphql-response+json`
 *   (what Yoga answers by default) arrives as a plain result. This link raises the ServerError for
 *   those too, keeping the body text so the persisted-query link can still read
 *   PERSISTED_QUERY_NOT_FOUND from a 404 and retry.
 * - Apollo Client 4 words a body with neither `data` nor `errors` as "Server response was malformed
 *   for query 'X'."; Kori (like Apollo Client 3) says "missing", so the message is renamed.
 * Non-JSON bodies already fail with Apollo's ServerParseError and pass through untouched.
 */
export function createTransportCheckLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const response = httpResponseOf(operation.getContext()['response']);
        if (response && response.status >= 300) {
          throw new ServerError(`Response not successful: Received status code ${response.status}`, {
            response,
            bodyText: JSON.stringify(result),
          });
        }
        return result;
      }),
      catchError((error: unknown) => {
        if (ServerError.is(error) && error.message.startsWith(MALFORMED_PREFIX)) {
          const renamed = new ServerError(MISSING_PREFIX + error.message.slice(MALFORMED_PREFIX.length), {
            response: error.response,
            bodyText: error.bodyText,
          });
          return throwError(() => renamed);
        }
        return throwError(() => error);
      }),
    ),
  );
}

/** Duck-typed, so a custom fetch (with its own Response class) works as well as the global one. */
function httpResponseOf(value: unknown): Response | undefined {
  if (typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number') {
    return value as Response;
  }
  return undefined;
}
