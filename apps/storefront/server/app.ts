import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLogger, type Logger } from '@kori/util-log';
import { avardaCheckoutScriptUrl } from '@kori/shell/server';
import { findAppRoot } from './app-root';
import { badRequestPage } from './bad-request-page';
import { cachePolicy } from './cache-policy';
import { CSP_REPORT_PATH } from './content-security-policy';
import { cspReport } from './csp-report';
import type { StorefrontServerEnv } from './env';
import { graphqlProxy } from './graphql-proxy';
import { dropNulFromUrl } from './drop-nul-from-url';
import { healthHandler } from './health';
import { compressPages } from './page-compression';
import { imagesProxy } from './images-proxy';
import { createResponseCache } from '@kori/graphql-schema/server';
import { createLoadContext, type SharedServerState } from './load-context';
import { provideStorefrontCatalogues } from './message-catalogues';
import { serveMessagesFiles } from './messages-file';
import { publicOriginForPages } from './public-origin';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

/** The page that embeds the Avarda checkout (its CSP allows the Avarda script's origin). */
const AVARDA_CHECKOUT_PATH = '/avarda-checkout-v3';
import { serveClientAssets } from './static-assets';
import { readStylesheetTexts } from './stylesheet-texts';

export type StorefrontMode = 'production' | 'development';

export interface StorefrontServerOptions {
  env: StorefrontServerEnv;
  mode: StorefrontMode;
  logger?: Logger;
  /** apps/storefront; found from the working directory when not given. */
  appRoot?: string;
  /** A server build to use instead of loading one (tests). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
}

export interface StorefrontServer {
  app: Express;
  /** Starts listening; rejects with the listen error (e.g. EADDRINUSE). Port 0 picks a free port. */
  listen(port?: number, host?: string): Promise<Server>;
  /** Stops accepting requests, lets open ones finish and shuts the Vite dev server down. */
  close(): Promise<void>;
}

interface ViteDevServer {
  middlewares: express.RequestHandler;
  ssrLoadModule(id: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * The storefront's Express server: /health, /graphql and /images forwarded to the API, static assets, the
 * message catalogue files, and every other request rendered by Remix with a fresh per-request load context.
 * Development runs Vite in middleware mode (hot reload); production serves the built client and server.
 */
export async function createStorefrontServer(options: StorefrontServerOptions): Promise<StorefrontServer> {
  const { env, mode } = options;
  const logger = options.logger ?? createLogger({ service: 'storefront', level: env.LOG_LEVEL });
  const appRoot = options.appRoot ?? findAppRoot();
  // Before any page renders: the texts of every lib, composed here (the Remix build reads the same ones).
  provideStorefrontCatalogues();
  const app = express();
  const httpServer = createHttpServer(app);
  app.disable('x-powered-by');
  // Only these peers may name the client address (X-Forwarded-For); loopback unless configured.
  app.set('trust proxy', env.TRUSTED_PROXIES);

  app.use(requestLog(logger));
  const graphqlEndpoint = /^https?:\/\//.test(env.PUBLIC_GRAPHQL_ENDPOINT) ? [new URL(env.PUBLIC_GRAPHQL_ENDPOINT).origin] : [];
  app.use(
    securityHeaders({
      connectOrigins: graphqlEndpoint,
      formActionOrigins: env.PAYMENT_PAGE_ORIGINS,
      embeddedCheckout: { path: AVARDA_CHECKOUT_PATH, origins: [new URL(avardaCheckoutScriptUrl(env)).origin] },
    }),
  );
  app.get('/health', healthHandler({ apiUrl: env.API_URL }));
  app.all(
    '/graphql',
    graphqlProxy({
      apiUrl: env.API_URL,
      logger,
      publicOrigin: env.PUBLIC_ORIGIN,
      allowedOrigins: env.CORS_ALLOWED_ORIGINS,
      bodyLimitBytes: env.API_BODY_LIMIT_BYTES,
    }),
  );
  app.all(CSP_REPORT_PATH, cspReport(logger));
  app.all('/images/*', imagesProxy({ apiUrl: env.API_URL, logger }));
  serveMessagesFiles(app);

  // Public catalogue answers, shared by this process's requests (loaders opt in per query).
  const shared: SharedServerState = { responseCache: createResponseCache() };

  let vite: ViteDevServer | undefined;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.build) {
    build = options.build;
  } else if (mode === 'development') {
    // Loaded only in development: production does not need Vite installed at run time.
    const { createServer } = await import('vite');
    const devServer = await createServer({
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      // Hot reload rides on the storefront's own HTTP server, so no second port is needed (or can clash).
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: 'custom',
    });
    vite = devServer as unknown as ViteDevServer;
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(appRoot, 'build', 'client');
    serveClientAssets(app, clientDir);
    shared.stylesheetText = readStylesheetTexts(path.join(clientDir, 'assets'));
    const serverBuildFile = path.join(appRoot, 'build', 'server', 'index.js');
    if (!existsSync(serverBuildFile)) {
      throw new Error(
        `No storefront build at ${serverBuildFile}. Build it first (npx nx build storefront), or run with NODE_ENV=development.`,
      );
    }
    build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  }

  app.all(
    '*',
    publicOriginForPages(env.PUBLIC_ORIGIN),
    dropNulFromUrl(),
    cachePolicy(),
    compressPages(),
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => createLoadContext(req, res, env, logger, shared),
    }),
  );
  app.use(badRequestPage(logger));

  return {
    app,
    listen(port = env.PORT, host = env.HOST) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.once('listening', () => {
          httpServer.off('error', reject);
          resolve(httpServer);
        });
        if (host === undefined) httpServer.listen(port);
        else httpServer.listen(port, host);
      });
    },
    async close() {
      await vite?.close();
      if (httpServer.listening) {
        await new Promise<void>((resolve, reject) => {
          httpServer.close((error) => (error ? reject(error) : resolve()));
          // Idle keep-alive connections would otherwise hold the close open.
          httpServer.closeIdleConnections();
        });
      }
    },
  };
}
