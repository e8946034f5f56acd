// Storefront server entry: validate the environment, start listening, stop cleanly on SIGINT/SIGTERM.
import { EnvValidationError } from '@kori/util-env';
import { createLogger } from '@kori/util-log';
import { createStorefrontServer } from './app';
import { loadStorefrontEnv } from './env';

async function main(): Promise<void> {
  let env;
  try {
    env = loadStorefrontEnv();
  } catch (error) {
    if (error instanceof EnvValidationError) {
      createLogger({ service: 'storefront' }).error(error.message, { problems: error.problems });
      process.exit(1);
    }
    throw error;
  }
  // React and Remix pick their production or development builds from NODE_ENV.
  process.env.NODE_ENV ??= env.NODE_ENV;
  const logger = createLogger({ service: 'storefront', level: env.LOG_LEVEL });
  const mode = env.NODE_ENV === 'development' ? 'development' : 'production';
  const storefront = await createStorefrontServer({ env, mode, logger });

  try {
    const server = await storefront.listen();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info('storefront listening', { url: `http://${env.HOST ?? '127.0.0.1'}:${port}/`, mode, api: env.API_URL });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      logger.error(`Port ${env.PORT} is already in use. Stop the process using it or start the storefront with another PORT.`, {
        port: env.PORT,
      });
      await storefront.close().catch(() => undefined);
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A requested stop is a clean exit (Vite's own signal handler would otherwise report 128 + signal).
    process.exitCode = 0;
    logger.info('storefront stopping', { signal });
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    storefront.close().then(
      () => process.exit(0),
      (error) => {
        logger.error('storefront did not stop cleanly', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error('storefront failed to start', error);
  process.exit(1);
});
