import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateDeliveryAddress } from '@kori/address-rules';
import { createLogger, type Logger } from '@kori/util-log';
import { createSessionRevocations } from './auth/session-revocations';
import { createStytchSessionVerifier, type SessionVerifier } from './auth/session-verifier';
import { createCatalogueCache, type CatalogueCache } from './catalog/catalogue-cache';
import { startPriceStatsScheduler, type PriceStatsScheduler } from './catalog/price-stats-scheduler';
import { createCheckoutEngine, type CheckoutEngine } from './checkout/checkout-engine';
import type { CheckoutCarts } from './checkout/checkout-ports';
import { paymentAuthorizerFor } from './checkout/payment-authorizer';
import { checkoutCarts } from './cart/checkout-carts';
import { merchantShopsFromEnv } from './merchant-shops/merchant-shops-from-env';
import type { ApiEnv } from './config/env';
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { createApiYoga } from './graphql/create-yoga';
import { createClientRateLimit } from './http/client-rate-limit';
import { handleGraphQL } from './http/graphql-route';
import { handleHealth } from './http/health-route';
import { handleInternalLimits, INTERNAL_LIMITS_PATH } from './http/internal-limits-route';
import { createJobQueue } from './jobs/job-queue';
import { createCheckoutCoupons, type CheckoutCoupons } from './coupons/checkout-coupons';
import { startReferralRewards } from './coupons/referral-rewards';
import type { Mailer } from './mail/mailer';
import { mailerFromEnv } from './mail/mailer-from-env';
import { createMailOutbox, type MailOutbox } from './mail/mail-outbox';
import { createSharedLimits } from './limits/shared-limits';
import type { MerchantShops } from './merchant-shops/merchant-shop-port';
import { handleProductImage, PRODUCT_IMAGE_PATH } from './http/product-image-route';
import { BodyTooLargeError } from './http/read-body';
import { sendJson } from './http/send';

export interface ApiServerOptions {
  env: ApiEnv;
  /** An open database. Without one, `listen` opens the one the env names, migrates and seeds it. */
  db?: DatabaseHandle;
  /**
   * Work on `db` before serving (migrate, seed). It runs after the port is bound, so a port in use
   * fails fast; until it is done every request gets 503.
   */
  prepare?: (db: DatabaseHandle) => Promise<void>;
  logger?: Logger;
  /** Verifies bearer session tokens; defaults to local JWT verification with the stytch SDK. */
  sessions?: SessionVerifier;
  now?: () => Date;
  /** Keep price stats current when the date changes (default true). */
  schedulePriceStats?: boolean;
  /** The merchants' shops the checkout agents drive (default: over HTTP at MERCHANT_SHOPS_URL). */
  merchantShops?: MerchantShops;
  /** The carts checkouts start from (default: the cart module's, in `db`). */
  carts?: CheckoutCarts;
  /** Where the job queue keeps its tables (default `pgboss`); tests sharing a database each take one. */
  jobQueueSchema?: string;
  /** Resume unfinished checkouts on start (default true; tests sharing a database turn it off). */
  resumeCheckouts?: boolean;
  /** Sends e-mail (default: Postmark's HTTP API at MAIL_API_URL, the sandbox's mailbox locally). */
  mailer?: Mailer;
}

export interface ApiServer {
  server: Server;
  /** Listens on API_HOST and `port` (default API_PORT; 0 = any free port). */
  listen(port?: number): Promise<AddressInfo>;
  /** Stops accepting requests, finishes open ones, and closes the database if this server opened it. */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<void>;

/**
 * The API's HTTP server: GraphQL (Yoga + APQ) at /graphql, GET /health, generated product images.
 * Each request is logged (method, path, status, ms) and nothing a client sends can crash the process.
 */
export function createApiServer(options: ApiServerOptions): ApiServer {
  const { env } = options;
  const logger = options.logger ?? createLogger({ service: 'api', level: env.LOG_LEVEL });
  let handle: DatabaseHandle | null = options.db ?? null;
  const ownsDatabase = !options.db;
  let handler: Handler | null = null;
  let scheduler: PriceStatsScheduler | null = null;
  let checkout: CheckoutEngine | null = null;
  let coupons: CheckoutCoupons | null = null;
  // Open subscription streams would hold `close` up to their own time limit; this ends them.
  const streams = new AbortController();

  let mailOutbox: MailOutbox | null = null;

  /** The checkout engine and its job workers (and the mail outbox's, on the same queue); unfinished checkouts resume here. */
  const startCheckout = async (db: DatabaseHandle): Promise<CheckoutEngine> => {
    const queue = createJobQueue({
      target: db.jobQueueTarget,
      logger: logger.child({ part: 'jobs' }),
      ...(options.jobQueueSchema ? { schema: options.jobQueueSchema } : {}),
    });
    // Set once the queue runs (below): a referral completed before that cannot happen (no perform yet).
    let queueReward: ((referralId: number) => Promise<void>) | null = null;
    coupons = createCheckoutCoupons({
      db: db.db,
      ...(options.now ? { now: options.now } : {}),
      onReferralCompleted: async (referralId) => queueReward?.(referralId),
    });
    const engine = createCheckoutEngine({
      db: db.db,
      queue,
      coupons,
      shops: options.merchantShops ?? merchantShopsFromEnv(env),
      carts: options.carts ?? checkoutCarts(db.db),
      // The approving stand-in never runs in a deployment (KORI_DEPLOYMENT=1); local runs, production
      // builds included, use it until the payments work lands.
      payments: paymentAuthorizerFor(env.KORI_DEPLOYMENT),
      validateAddress: validateDeliveryAddress,
      logger: logger.child({ part: 'checkout' }),
      resumeOnStart: options.resumeCheckouts !== false,
    });
    // The engine starts (and on close stops) the queue.
    await engine.start();
    const outbox = createMailOutbox({ queue, mailer: options.mailer ?? mailerFromEnv(env), logger: logger.child({ part: 'mail' }) });
    await outbox.start();
    mailOutbox = outbox;
    queueReward = await startReferralRewards(queue, {
      db: db.db,
      outbox,
      logger: logger.child({ part: 'referral-rewards' }),
      storefrontOrigin: env.STOREFRONT_ORIGIN,
      ...(options.now ? { now: options.now } : {}),
    });
    return engine;
  };

  const build = (db: DatabaseHandle, engine: CheckoutEngine): Handler => {
    const catalogue: CatalogueCache = createCatalogueCache(db.db, undefined, undefined, { windowTtlMs: env.SEARCH_WINDOW_CACHE_MS });
    // Warm the per-process cache so the first shopper does not wait for it.
    void catalogue.categoryTree().catch(() => undefined);
    void catalogue.merchants().catch(() => undefined);
    const sessions =
      options.sessions ??
      createStytchSessionVerifier({ projectId: env.STYTCH_PROJECT_ID, secret: env.STYTCH_SECRET, baseUrl: env.STYTCH_BASE_URL }, logger);
    const yoga = createApiYoga({
      db: db.db,
      logger,
      catalogue,
      sessions,
      revocations: createSessionRevocations(db.db),
      sandboxUrl: env.SANDBOX_URL,
      checkout: engine,
      coupons: coupons ?? createCheckoutCoupons({ db: db.db }),
      production: env.NODE_ENV === 'production',
      ...(options.now ? { now: options.now } : {}),
    });
    if (options.schedulePriceStats !== false) {
      scheduler = startPriceStatsScheduler({
        db: db.db,
        maintenance: (work) => db.maintenance(work),
        catalogue,
        logger,
        ...(options.now ? { now: options.now } : {}),
      });
      void scheduler.checkNow();
    }

    const rateLimit = createClientRateLimit({
      points: env.API_RATE_LIMIT_POINTS,
      windowSeconds: env.API_RATE_LIMIT_WINDOW_S,
      trustedProxies: env.API_TRUSTED_PROXIES,
    });

    const clock = options.now;
    const limits = createSharedLimits(db.db, clock ? () => clock().getTime() : Date.now);

    return async (req, res, requestId) => {
      const url = new URL(req.url ?? '/', 'http://api.internal');
      const method = req.method ?? 'GET';
      if (url.pathname === INTERNAL_LIMITS_PATH) {
        await handleInternalLimits(req, res, { limits, secret: env.INTERNAL_API_SECRET, logger });
        return;
      }
      if (url.pathname === '/graphql') {
        const decision = await rateLimit.take(req);
        if (!decision.allowed) {
          const errors = [{ message: 'Too many requests; try again later', extensions: { code: 'RATE_LIMITED' } }];
          sendJson(res, 429, { errors }, { 'retry-after': String(decision.retryAfterSeconds) });
          return;
        }
        await handleGraphQL(req, res, {
          yoga,
          bodyLimit: env.API_BODY_LIMIT_BYTES,
          requestId,
          logger: logger.child({ requestId }),
          shutdown: streams.signal,
        });
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') {
        sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'GET, HEAD' });
        return;
      }
      if (url.pathname === '/health') {
        await handleHealth(res, () => db.ping(), logger);
        return;
      }
      const image = PRODUCT_IMAGE_PATH.exec(url.pathname);
      if (image) {
        await handleProductImage(req, res, Number(image[1]), { db: db.db, catalogue });
        return;
      }
      sendJson(res, 404, { error: 'Not found' });
    };
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    const requestId = randomUUID();
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('x-request-id', requestId);
    // No response of the API is to be read as anything but its declared type.
    res.setHeader('x-content-type-options', 'nosniff');
    res.on('finish', () => {
      logger.info('request', { method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started), requestId });
    });
    const current = handler;
    if (!current) {
      sendJson(res, 503, { status: 'starting' }, { 'retry-after': '2' });
      return;
    }
    current(req, res, requestId).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        if (!res.headersSent) sendJson(res, 413, { error: error.message }, { connection: 'close' });
        return;
      }
      logger.error('request failed', { method: req.method, path, requestId, error });
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
      else res.destroy();
    });
  });
  server.requestTimeout = 30_000;
  // Malformed HTTP never reaches a handler; answer it and keep serving everyone else.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code !== 'ECONNRESET' && socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });

  return {
    server,
    async listen(port = env.API_PORT) {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        server.once('error', onError);
        server.listen(port, env.API_HOST, () => {
          server.off('error', onError);
          resolve();
        });
      });
      try {
        if (!handle) {
          handle = await openDatabase({ ...databaseOptionsFromEnv(env), statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS });
          await prepareDatabase(handle, { seed: env.SEED, logger });
        } else if (options.prepare) {
          await options.prepare(handle);
        }
        checkout ??= await startCheckout(handle);
        handler ??= build(handle, checkout);
      } catch (error) {
        if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
        throw error;
      }
      return server.address() as AddressInfo;
    },
    async close() {
      (scheduler as PriceStatsScheduler | null)?.stop();
      streams.abort();
      if (server.listening) {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
      }
      // Running merchant jobs get a few seconds; the rest resume in the next process.
      const engine = checkout as CheckoutEngine | null;
      checkout = null;
      await engine?.stop({ timeoutMs: 5000 });
      if (ownsDatabase && handle) {
        const owned = handle;
        handle = null;
        await owned.close();
      }
    },
  };
}
