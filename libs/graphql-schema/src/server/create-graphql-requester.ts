import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, type GraphQLFormattedError, Kind, print } from 'graphql';
import { z } from 'zod';
import { CLIENT_NAME_HEADER, GRAPHQL_CLIENT_NAME } from '../client/client-identity';
import { GraphQLRequestError } from './graphql-request-error';
import type { ResponseCache } from './response-cache';

export interface GraphQLRequestInit {
  /** Per-request headers, e.g. `authorization`; they win over the requester's own. */
  headers?: Record<string, string>;
  /** Aborts the request (Remix passes `request.signal`, so a closed page stops the call). */
  signal?: AbortSignal;
  /** Overrides the requester's timeout for this call. */
  timeoutMs?: number;
  /**
   * Public data the same for every shopper (catalogue): answer from the requester's shared cache for
   * this many milliseconds. Without a cache on the requester the call goes to the API as usual.
   */
  cacheTtlMs?: number;
}

/** Typed GraphQL calls for server code (Remix loaders and actions). */
export interface GraphQLRequester {
  request<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    init?: GraphQLRequestInit,
  ): Promise<TData>;
}

export interface CreateGraphQLRequesterOptions {
  /** Absolute URL of the API's GraphQL endpoint (API_URL). */
  endpoint: string;
  /** Headers for every request, e.g. the shopper's bearer token. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** Milliseconds before a request is given up; default 10 000. */
  timeoutMs?: number;
  /** Shared by all requests of the process, for calls that ask for it (`cacheTtlMs`). */
  cache?: ResponseCache;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

// The API is a trust boundary too: check the envelope before handing data to a loader.
const responseSchema = z.looseObject({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(z.looseObject({ message: z.string() })).optional(),
});

const queryTexts = new WeakMap<DocumentNode, string>();

function queryText(document: DocumentNode): string {
  let text = queryTexts.get(document);
  if (text === undefined) {
    text = print(document);
    queryTexts.set(document, text);
  }
  return text;
}

function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  }
  return undefined;
}

/** Rejects when `signal` aborts, without cancelling the shared call the others still wait for. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * A GraphQL client for server code: POST with `operationName`, `variables` and `query` as JSON and the
 * client name header `web`. Resolves with `data`; anything else throws a
 * GraphQLRequestError carrying the HTTP status and the GraphQL errors (same messages as the browser client).
 * Holds no request state, so one requester per incoming request is cheap and safe.
 */
export function createGraphQLRequester(options: CreateGraphQLRequesterOptions): GraphQLRequester {
  const doFetch = options.fetch ?? globalThis.fetch;
  const baseTimeout = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  async function send<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables | undefined,
    init: GraphQLRequestInit,
  ): Promise<TData> {
    const operationName = operationNameOf(document);
    let response: Response;
    try {
      response = await doFetch(options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json;q=0.9',
          [CLIENT_NAME_HEADER]: GRAPHQL_CLIENT_NAME,
          ...options.headers,
          ...init.headers,
        },
        body: JSON.stringify({ operationName, variables: variables ?? {}, query: queryText(document) }),
        signal: combineSignals(init.signal, init.timeoutMs ?? baseTimeout),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new GraphQLRequestError(`GraphQL request failed: ${reason}`, { status: 0, operationName, cause });
    }

    const bodyText = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch (cause) {
      if (response.status >= 300) {
        throw new GraphQLRequestError(`Response not successful: Received status code ${response.status}`, {
          status: response.status,
          operationName,
        });
      }
      const reason = cause instanceof Error ? cause.message : 'Could not parse server response';
      throw new GraphQLRequestError(reason, { status: response.status, operationName, cause });
    }

    const parsed = responseSchema.safeParse(body);
    const errors = (parsed.success ? parsed.data.errors : undefined) as GraphQLFormattedError[] | undefined;
    if (response.status >= 300) {
      throw new GraphQLRequestError(`Response not successful: Received status code ${response.status}`, {
        status: response.status,
        operationName,
        ...(errors ? { errors } : {}),
      });
    }
    if (!parsed.success || (parsed.data.data === undefined && parsed.data.errors === undefined)) {
      throw new GraphQLRequestError(`Server response was missing for query '${operationName ?? ''}'.`, {
        status: response.status,
        operationName,
      });
    }
    if (errors && errors.length > 0) {
      throw new GraphQLRequestError(errors.map((error) => error.message).join('; '), {
        status: response.status,
        operationName,
        errors,
        data: parsed.data.data ?? null,
      });
    }
    if (!parsed.data.data) {
      throw new GraphQLRequestError(`Server response was missing for query '${operationName ?? ''}'.`, {
        status: response.status,
        operationName,
      });
    }
    return parsed.data.data as TData;
  }

  return {
    request<TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
      init: GraphQLRequestInit = {},
    ): Promise<TData> {
      const { cache } = options;
      if (!cache || !init.cacheTtlMs) return send(document, variables, init);
      const key = `${options.endpoint} ${queryText(document)} ${JSON.stringify(variables ?? {})}`;
      // One shopper leaving the page must not cancel the call others share: it only stops waiting.
      const { signal, ...shared } = init;
      return untilAborted(
        cache.getOrLoad(key, init.cacheTtlMs, () => send(document, variables, shared)),
        signal,
      );
    },
  };
}
