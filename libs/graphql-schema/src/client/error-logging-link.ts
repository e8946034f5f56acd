import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/** One logged transport problem: a GraphQL error from the server, or a network/HTTP/parse failure. */
export interface TransportErrorReport {
  kind: 'graphql' | 'network';
  operationName: string | undefined;
  message: string;
  /** `extensions.code` of a GraphQL error, when the server gave one. */
  code?: string;
  /** HTTP status for server errors. */
  statusCode?: number;
  error: unknown;
}

export type TransportErrorHandler = (report: TransportErrorReport) => void;

/** Default sink: the browser console. The storefront may pass its own handler instead. */
export const logTransportErrorToConsole: TransportErrorHandler = (report) => {
  const where = report.operationName ? ` in ${report.operationName}` : '';
  const code = report.code ? ` (${report.code})` : '';
  console.error(`[GraphQL ${report.kind} error]${where}: ${report.message}${code}`);
};

/**
 * Logs GraphQL and network errors (logged, not shown to users). It never retries
 * and never changes the result: components decide what a shopper sees, and never the raw message.
 * Placed outermost, so a persisted-query miss that the retry repairs is not logged as an error.
 */
export function createErrorLoggingLink(onError: TransportErrorHandler = logTransportErrorToConsole): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const operationName = operation.operationName;
    try {
      if (CombinedGraphQLErrors.is(error)) {
        for (const graphQLError of error.errors) {
          const code = graphQLError.extensions?.['code'];
          onError({
            kind: 'graphql',
            operationName,
            message: graphQLError.message,
            ...(typeof code === 'string' ? { code } : {}),
            error: graphQLError,
          });
        }
        return;
      }
      if (CombinedProtocolErrors.is(error)) {
        for (const protocolError of error.errors) {
          onError({ kind: 'network', operationName, message: protocolError.message, error: protocolError });
        }
        return;
      }
      const statusCode = (error as { statusCode?: unknown }).statusCode;
      onError({
        kind: 'network',
        operationName,
        message: error.message,
        ...(typeof statusCode === 'number' ? { statusCode } : {}),
        error,
      });
    } catch {
      // A failing logger must never break the request it reports on.
    }
  });
}
