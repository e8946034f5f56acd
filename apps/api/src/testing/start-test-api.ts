import { createLogger, type LogLevel } from '@kori/util-log';
import type { SessionVerifier } from '../auth/session-verifier';
import type { CheckoutCarts } from '../checkout/checkout-ports';
import type { Mailer } from '../mail/mailer';
import type { MerchantShops } from '../merchant-shops/merchant-shop-port';
import { apiEnvSchema, type ApiEnv } from '../config/env';
import type { DatabaseHandle, QueryObserver } from '../db/open-database';
import { createApiServer, type ApiServer } from '../server';
import { openTestDatabase, testJobQueueSchema } from './test-database';

export interface TestApi {
  /** http://127.0.0.1:<port> */
  origin: string;
  env: ApiEnv;
  db: DatabaseHandle;
  api: ApiServer;
  /** POSTs a GraphQL operation and returns status, headers and the parsed body. */
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLHttpResult<T>>;
  close(): Promise<void>;
}

export interface GraphQLHttpResult<T> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] };
}

export interface TestApiOptions {
  env?: Record<string, string>;
  sessions?: SessionVerifier;
  logLevel?: LogLevel;
  onQuery?: QueryObserver;
  /** The shops and carts the checkout engine uses (tests pass fakes). */
  merchantShops?: MerchantShops;
  carts?: CheckoutCarts;
  /** Where the API's e-mail goes (tests keep it in memory). */
  mailer?: Mailer;
}

/** A real API on 127.0.0.1, port 0, over this test file's copy of the tiny catalogue. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const db = await openTestDatabase(options.onQuery ? { onQuery: options.onQuery } : {});
  const env = apiEnvSchema().parse({ API_HOST: '127.0.0.1', API_PORT: '0', SEED: 'none', LOG_LEVEL: 'error', ...options.env });
  const logger = createLogger({ service: 'api-test', level: options.logLevel ?? 'error' });
  const api = createApiServer({
    env,
    db,
    logger,
    ...(options.sessions ? { sessions: options.sessions } : {}),
    ...(options.merchantShops ? { merchantShops: options.merchantShops } : {}),
    ...(options.carts ? { carts: options.carts } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    // On PostgreSQL all test files share one database: each file's checkout jobs stay its own.
    jobQueueSchema: testJobQueueSchema(),
    resumeCheckouts: false,
  });
  const address = await api.listen(0);
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    env,
    db,
    api,
    async graphql<T>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLHttpResult<T>['body'] };
    },
    async close() {
      await api.close();
      await db.close();
    },
  };
}
