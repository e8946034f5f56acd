/**
 * The GraphQL transport (requests and error messages), tested against the real API (apps/api, spawned with tsx on
 * loopback with the tiny seed): the browser's Apollo Client from createApolloClient and the server
 * requester from createGraphQLRequester. A recording fetch wrapper only observes requests; every
 * response comes from the real API unless a test says otherwise (PERSISTED_QUERY_NOT_SUPPORTED: the
 * API supports persisted queries, so that answer is stood in by the wrapper).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { print } from 'graphql';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGraphQLRequester } from '../server/create-graphql-requester';
import { GraphQLRequestError } from '../server/graphql-request-error';
import { startRealApi, type RealApi } from '../testing/real-api';
import { createApolloClient } from './create-apollo-client';
import type { TransportErrorReport } from './error-logging-link';
import { sha256Hex } from './sha256-hex';

interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: Record<string, unknown> | undefined;
  status: number;
  /** The response body when it was JSON. */
  response: unknown;
}

type Intercept = (request: Omit<RecordedRequest, 'status' | 'response'>) => Response | undefined;

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text());
  } catch {
    return undefined;
  }
}

function errorCodesOf(request: RecordedRequest): unknown[] {
  const errors = (request.response as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined)?.errors ?? [];
  return errors.map((error) => error.extensions?.code);
}

/** A fetch that passes every request to the real server and records what went out and what came back. */
function recordingFetch(log: RecordedRequest[], intercept?: Intercept): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const stood = intercept?.({ method, url, headers, body });
    const response = stood ?? (await fetch(input, init));
    log.push({ method, url, headers, body, status: response.status, response: await jsonOf(response) });
    return response;
  };
}

function extensionsOf(request: RecordedRequest): Record<string, unknown> | undefined {
  const raw = request.method === 'GET' ? request.url.searchParams.get('extensions') : undefined;
  if (raw) return JSON.parse(raw) as Record<string, unknown>;
  return request.body?.['extensions'] as Record<string, unknown> | undefined;
}

function sentQuery(request: RecordedRequest): unknown {
  return request.method === 'GET' ? request.url.searchParams.get('query') : request.body?.['query'];
}

// The API keeps persisted queries in memory; a unique alias keeps each test's query unknown to it.
let uniqueCounter = 0;
function uniqueCategoriesQuery(): TypedDocumentNode<{ categories: Array<{ id: string }> }, Record<string, never>> {
  uniqueCounter += 1;
  return gql(`query CategoriesProbe { categories { id } probe${uniqueCounter}_${Date.now()}: __typename }`);
}

// A signed-in-only field asked without a session: always a GraphQL error (UNAUTHENTICATED) with data null.
const SignedInOnlyQuery = gql`
  query OrdersProbe {
    myOrders {
      page
    }
  }
`;

const BrokenQuery = gql`
  query BrokenProbe {
    noSuchField
  }
`;

const FirstProductQuery = gql`
  query FirstProduct {
    products(region: FI, perPage: 1) {
      products {
        id
        imageUrl
      }
    }
  }
`;

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi();
}, 180_000);

afterAll(async () => {
  await api?.stop();
});

jest.setTimeout(30_000);

describe('createApolloClient against the real API', () => {
  it('sends a query as a GET with only the SHA-256 hash, retries by POST with the full query on PERSISTED_QUERY_NOT_FOUND, then goes hash-only by GET', async () => {
    const requests: RecordedRequest[] = [];
    const errors: TransportErrorReport[] = [];
    const client = createApolloClient({
      endpoint: api.graphqlUrl,
      fetch: recordingFetch(requests),
      onError: (report) => errors.push(report),
    });
    const query = uniqueCategoriesQuery();

    const first = await client.query({ query, fetchPolicy: 'network-only' });
    expect(first.data?.categories.length).toBeGreaterThan(0);

    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    const [hashOnly, retry] = requests;
    expect(sentQuery(hashOnly!)).toBeNull();
    expect(errorCodesOf(hashOnly!)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(retry!.body).toMatchObject({ operationName: 'CategoriesProbe', variables: {} });
    expect(retry!.body?.['query']).toEqual(expect.stringContaining('query CategoriesProbe'));
    // The hash is the SHA-256 of exactly the query text sent on the retry (the cache adds __typename).
    const hash = await sha256Hex(retry!.body?.['query'] as string);
    expect(extensionsOf(hashOnly!)).toEqual({ persistedQuery: { version: 1, sha256Hash: hash } });
    expect(extensionsOf(retry!)).toEqual({ persistedQuery: { version: 1, sha256Hash: hash } });
    expect(retry!.status).toBe(200);

    const second = await client.query({ query, fetchPolicy: 'network-only' });
    expect(second.data).toEqual(first.data);
    expect(requests).toHaveLength(3);
    expect(requests[2]!.method).toBe('GET');
    expect(requests[2]!.status).toBe(200);
    expect(sentQuery(requests[2]!)).toBeNull();

    // The repaired miss is transport housekeeping, not an error worth logging.
    expect(errors).toEqual([]);
  });

  it('retries by POST with the full query on PERSISTED_QUERY_NOT_SUPPORTED and stops hashing for the session', async () => {
    const requests: RecordedRequest[] = [];
    // Stands in for a server without persisted queries: only hash-only requests get this answer.
    const notSupported: Intercept = (request) =>
      sentQuery({ ...request, status: 0, response: undefined }) == null
        ? new Response(
            JSON.stringify({
              errors: [{ message: 'PersistedQueryNotSupported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : undefined;
    const client = createApolloClient({ endpoint: api.graphqlUrl, fetch: recordingFetch(requests, notSupported), onError: () => undefined });
    const query = uniqueCategoriesQuery();

    const first = await client.query({ query, fetchPolicy: 'network-only' });
    expect(first.data?.categories.length).toBeGreaterThan(0);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(errorCodesOf(requests[0]!)).toEqual(['PERSISTED_QUERY_NOT_SUPPORTED']);
    const fullQuery = requests[1]!.body?.['query'];
    expect(fullQuery).toEqual(expect.stringContaining('query CategoriesProbe'));
    expect(requests[1]!.status).toBe(200);

    await client.query({ query, fetchPolicy: 'network-only' });
    expect(requests).toHaveLength(3);
    expect(requests[2]!.method).toBe('POST');
    expect(requests[2]!.body?.['query']).toBe(fullQuery);
    expect(extensionsOf(requests[2]!)?.['persistedQuery']).toBeUndefined();
  });

  it('names the client web (and its version) in every request', async () => {
    const requests: RecordedRequest[] = [];
    const client = createApolloClient({ endpoint: api.graphqlUrl, fetch: recordingFetch(requests), version: '1.2.3' });
    await client.query({ query: uniqueCategoriesQuery() });
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.headers.get('apollographql-client-name')).toBe('web');
      expect(request.headers.get('apollographql-client-version')).toBe('1.2.3');
    }
  });

  it("fails with 'Response not successful: Received status code N' for a status of 300 or above, and logs it", async () => {
    const requests: RecordedRequest[] = [];
    const errors: TransportErrorReport[] = [];
    const client = createApolloClient({ endpoint: api.graphqlUrl, fetch: recordingFetch(requests), onError: (report) => errors.push(report) });

    const error = await client.query({ query: BrokenQuery }).then(
      () => undefined,
      (failure: unknown) => failure,
    );

    // After the persisted-query miss, the API rejects the query (it does not validate) with 400.
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(errorCodesOf(requests[0]!)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(requests[1]!.status).toBe(400);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).message).toBe('Response not successful: Received status code 400');
    expect((error as ServerError).statusCode).toBe(400);
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'network',
        operationName: 'BrokenProbe',
        message: 'Response not successful: Received status code 400',
        statusCode: 400,
      }),
    ]);
  });

  it('fails with a parse error when the response is not JSON', async () => {
    const product = await createApolloClient({ endpoint: api.graphqlUrl }).query({ query: FirstProductQuery });
    const imageUrl = (product.data as { products: { products: Array<{ imageUrl: string }> } }).products.products[0]!.imageUrl;
    const errors: TransportErrorReport[] = [];
    // A real API address that answers 200 with an SVG image instead of JSON.
    const client = createApolloClient({ endpoint: new URL(imageUrl, api.origin).href, onError: (report) => errors.push(report) });

    const error = await client.query({ query: uniqueCategoriesQuery() }).then(
      () => undefined,
      (failure: unknown) => failure,
    );

    expect(ServerParseError.is(error)).toBe(true);
    expect((error as ServerParseError).statusCode).toBe(200);
    expect(errors).toEqual([expect.objectContaining({ kind: 'network', message: (error as Error).message })]);
  });

  it("fails with 'Server response was missing for query' when the JSON has neither data nor errors", async () => {
    const errors: TransportErrorReport[] = [];
    // GET /health is a real API address answering JSON ({ status, database }) without data or errors.
    const client = createApolloClient({ endpoint: `${api.origin}/health`, onError: (report) => errors.push(report) });

    const error = await client.query({ query: uniqueCategoriesQuery() }).then(
      () => undefined,
      (failure: unknown) => failure,
    );

    expect((error as Error).message).toBe("Server response was missing for query 'CategoriesProbe'.");
    expect(ServerError.is(error)).toBe(true);
    expect(errors).toEqual([expect.objectContaining({ kind: 'network', message: "Server response was missing for query 'CategoriesProbe'." })]);
  });

  it('with caching disabled, queries go to the network every time and GraphQL errors come back as data, logged, not thrown', async () => {
    const requests: RecordedRequest[] = [];
    const errors: TransportErrorReport[] = [];
    const client = createApolloClient({
      endpoint: api.graphqlUrl,
      cachingDisabled: true,
      fetch: recordingFetch(requests),
      onError: (report) => errors.push(report),
    });
    expect(client.defaultOptions.watchQuery).toEqual({ fetchPolicy: 'no-cache', errorPolicy: 'all' });
    expect(client.defaultOptions.query).toEqual({ fetchPolicy: 'no-cache', errorPolicy: 'all' });

    const query = uniqueCategoriesQuery();
    await client.query({ query });
    const afterFirst = requests.length;
    await client.query({ query });
    expect(requests.length).toBeGreaterThan(afterFirst);

    const result = await client.query({ query: SignedInOnlyQuery });
    expect(result.data).toEqual(null);
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(errors).toEqual([
      expect.objectContaining({ kind: 'graphql', operationName: 'OrdersProbe', code: 'UNAUTHENTICATED' }),
    ]);
  });

  it('with caching on (the default), a repeated query is answered from the cache and GraphQL errors reject', async () => {
    const requests: RecordedRequest[] = [];
    const client = createApolloClient({ endpoint: api.graphqlUrl, fetch: recordingFetch(requests), onError: () => undefined });
    const query = uniqueCategoriesQuery();
    await client.query({ query });
    const afterFirst = requests.length;
    await client.query({ query });
    expect(requests).toHaveLength(afterFirst);

    const error = await client.query({ query: SignedInOnlyQuery }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
  });

  it('logs to the console by default and never throws from the logger', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const client = createApolloClient({ endpoint: api.graphqlUrl, cachingDisabled: true });
      await client.query({ query: SignedInOnlyQuery });
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('[GraphQL graphql error] in OrdersProbe'));
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('createGraphQLRequester against the real API', () => {
  type FirstProduct = { products: { products: Array<{ id: string; imageUrl: string }> } };
  const FirstProductDocument = FirstProductQuery as TypedDocumentNode<FirstProduct, Record<string, never>>;

  it('POSTs operationName, variables and query with the client name web, and resolves with data', async () => {
    const requests: RecordedRequest[] = [];
    const requester = createGraphQLRequester({ endpoint: api.graphqlUrl, fetch: recordingFetch(requests) });

    const data = await requester.request(FirstProductDocument, {}, { headers: { 'x-request-id': 'r-1' } });

    expect(data.products.products).toHaveLength(1);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('apollographql-client-name')).toBe('web');
    expect(request!.headers.get('x-request-id')).toBe('r-1');
    expect(request!.body).toEqual({ operationName: 'FirstProduct', variables: {}, query: print(FirstProductQuery) });
  });

  it('throws GraphQLRequestError with the GraphQL errors and status', async () => {
    const requester = createGraphQLRequester({ endpoint: api.graphqlUrl });
    const error = await requester.request(SignedInOnlyQuery).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).status).toBe(200);
    expect((error as GraphQLRequestError).code).toBe('UNAUTHENTICATED');
    expect((error as GraphQLRequestError).data).toEqual(null);
  });

  it("throws 'Response not successful: Received status code 400' for a query the API rejects", async () => {
    const requester = createGraphQLRequester({ endpoint: api.graphqlUrl });
    const error = await requester.request(BrokenQuery).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).message).toBe('Response not successful: Received status code 400');
    expect((error as GraphQLRequestError).status).toBe(400);
    expect((error as GraphQLRequestError).errors[0]?.message).toMatch(/noSuchField/);
  });

  it('gives up when the caller aborts', async () => {
    const requester = createGraphQLRequester({ endpoint: api.graphqlUrl });
    const error = await requester
      .request(FirstProductDocument, {}, { signal: AbortSignal.abort(new Error('page closed')) })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).status).toBe(0);
  });
});

describe('createGraphQLRequester timeout', () => {
  let silent: Server;
  beforeAll(async () => {
    // A server that accepts the request and never answers: only the timeout can end it.
    silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((done) => silent.close(done));
  });

  it('aborts a request that takes longer than timeoutMs', async () => {
    const { port } = silent.address() as AddressInfo;
    const requester = createGraphQLRequester({ endpoint: `http://127.0.0.1:${port}/graphql`, timeoutMs: 200 });
    const error = await requester.request(FirstProductQuery).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).status).toBe(0);
    expect((error as GraphQLRequestError).message).toMatch(/^GraphQL request failed: /);
  });
});
