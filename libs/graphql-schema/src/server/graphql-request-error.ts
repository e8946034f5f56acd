import type { GraphQLFormattedError } from 'graphql';

/**
 * A failed server-side GraphQL request: HTTP status of 300 or above, a body that is not JSON, a body
 * with neither data nor errors, GraphQL errors, a network failure or a timeout. Messages match the
 * browser client's transport errors so logs read the same on server and browser.
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  /** HTTP status of the response; 0 when no response arrived (network failure, timeout). */
  readonly status: number;
  /** GraphQL errors the server returned (empty for transport failures). */
  readonly errors: readonly GraphQLFormattedError[];
  readonly operationName: string | undefined;
  /** Partial data that came with the GraphQL errors, if any (e.g. to tell "not found" from "failed"). */
  readonly data: Record<string, unknown> | null;

  constructor(
    message: string,
    details: {
      status: number;
      errors?: readonly GraphQLFormattedError[];
      operationName?: string;
      data?: Record<string, unknown> | null;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.errors = details.errors ?? [];
    this.operationName = details.operationName;
    this.data = details.data ?? null;
  }

  /** extensions.code of the first GraphQL error, e.g. UNAUTHENTICATED. */
  get code(): string | undefined {
    const code = this.errors[0]?.extensions?.['code'];
    return typeof code === 'string' ? code : undefined;
  }
}

export function isGraphQLRequestError(value: unknown): value is GraphQLRequestError {
  return value instanceof GraphQLRequestError;
}
