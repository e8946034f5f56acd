import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { createLogger, type Logger } from '@kori/util-log';
import type { AuthContext } from './auth/auth-context';
import { createAuthRouter } from './auth/auth-router';
import { environmentOf } from './auth/ids';
import { generateStoredSigningKey, loadSigningKey } from './auth/signing-key';
import { defaultStateFile, type SandboxEnv } from './env';
import { createMailApiRouter } from './mailbox/mail-api-router';
import { createMailboxRouter } from './mailbox/mailbox-router';
import { createHeldRequests } from './merchants/held-requests';
import { createMerchantControlRouter } from './merchants/merchant-control-router';
import { createMerchantPageRouter } from './merchants/merchant-page-router';
import { createMerchantShopsRouter, merchantShopsErrorHandler } from './merchants/merchant-shops-router';
import { createMerchantsRouter } from './merchants/merchants-router';
import { createPaymentsRouter } from './payments/payments-router';
import { openStateStore, type StateStore } from './state/state-store';

export interface SandboxServerOptions {
  env: SandboxEnv;
  /** Defaults to `<DATA_DIR>/sandbox/state.json`. */
  stateFile?: string;
  /** Clock in epoch ms; tests move it to expire codes and locks. */
  now?: () => number;
  logger?: Logger;
}

export interface SandboxServer {
  server: Server;
  store: StateStore;
  /** Listens on the port (default SANDBOX_PORT; 0 picks a free one) and SANDBOX_HOST. */
  listen(port?: number): Promise<{ port: number; host: string; url: string }>;
  /** Stops accepting connections and resolves once open ones are done (idle keep-alives are dropped). */
  close(): Promise<void>;
}

export const STAND_INS = ['auth', 'mailbox', 'merchants', 'payments'] as const;

/** Paths polled often enough that logging each hit would drown everything else. */
const QUIET_PATHS = new Set(['/health', '/mailbox/api']);

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const fields = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      };
      if (QUIET_PATHS.has(req.path) && req.method === 'GET') logger.debug('request', fields);
      else logger.info('request', fields);
    });
    next();
  };
}

export function createSandboxServer(options: SandboxServerOptions): SandboxServer {
  const { env } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? createLogger({ service: 'sandbox', level: env.LOG_LEVEL });
  const store = openStateStore({ file: options.stateFile ?? defaultStateFile(env), logger, now });
  const environment = environmentOf(env.STYTCH_PROJECT_ID);

  if (!store.state.signingKey) {
    // First start: the key is kept in the state file so JWTs issued before a restart still verify.
    store.state.signingKey = generateStoredSigningKey(environment, now());
    store.save();
    logger.info('Generated session signing key', { kid: store.state.signingKey.kid });
  }

  const ctx: AuthContext = {
    store,
    key: loadSigningKey(store.state.signingKey),
    projectId: env.STYTCH_PROJECT_ID,
    secret: env.STYTCH_SECRET,
    environment,
    now,
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: 'sandbox', standIns: STAND_INS });
  });
  app.use(createAuthRouter(ctx, logger.child({ standIn: 'auth' })));
  app.use(createMailboxRouter(store));
  app.use(createMailApiRouter({ store, token: env.MAIL_API_TOKEN, now }));
  app.use(createMerchantsRouter());
  const held = createHeldRequests();
  const shopOptions = { store, seedName: env.SEED_NAME, seedSize: env.SEED };
  // The control API and the page first: their paths would otherwise read as a merchant called "control" or "page".
  app.use(createMerchantControlRouter(shopOptions));
  app.use(createMerchantPageRouter(shopOptions));
  app.use(createMerchantShopsRouter({ ...shopOptions, agentToken: env.MERCHANT_AGENT_TOKEN, now, logger: logger.child({ standIn: 'merchants' }), held }));
  app.use(merchantShopsErrorHandler(logger));
  app.use(createPaymentsRouter());
  app.use(((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'The sandbox has no such endpoint.' });
  }) as RequestHandler);
  const fallback: ErrorRequestHandler = (error: unknown, req, res, next) => {
    logger.error('Request failed', { path: req.path, err: error });
    // Once the answer has started, only express itself can end the connection.
    if (res.headersSent) return next(error);
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
    res.status(status >= 400 && status < 600 ? status : 500).json({ error: 'request_failed' });
  };
  app.use(fallback);

  const server = createServer(app);

  return {
    server,
    store,
    listen(port = env.SANDBOX_PORT) {
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        server.once('error', onError);
        server.listen(port, env.SANDBOX_HOST, () => {
          server.off('error', onError);
          const address = server.address() as AddressInfo;
          const host = env.SANDBOX_HOST.includes(':') ? `[${env.SANDBOX_HOST}]` : env.SANDBOX_HOST;
          resolve({ port: address.port, host: env.SANDBOX_HOST, url: `http://${host}:${address.port}` });
        });
      });
    },
    close() {
      // Requests a timeout fault holds would otherwise keep the server open for minutes.
      held.dispose();
      return new Promise((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        // Requests still running get a few seconds to finish before their connections are cut.
        setTimeout(() => server.closeAllConnections(), 5000).unref();
      });
    },
  };
}
