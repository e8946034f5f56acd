/**
 * The API process: validate the environment, bind the port (a port in use fails before any slow work),
 * open the database, migrate and seed it when empty, serve, and shut down cleanly on SIGINT/SIGTERM.
 * The work itself lives in server.ts (createApiServer) and below.
 */
import { EnvValidationError } from '@kori/util-env';
import { createLogger } from '@kori/util-log';
import { loadApiEnv, type ApiEnv } from './config/env';
import { DataDirInUseError } from './db/data-dir-lock';
import { createApiServer } from './server';

async function main(): Promise<void> {
  let env: ApiEnv;
  try {
    env = loadApiEnv();
  } catch (error) {
    if (error instanceof EnvValidationError) {
      process.stderr.write(`api: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ service: 'api', level: env.LOG_LEVEL });
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { error: reason }));

  // Without a db option the server opens the one the environment names (PGlite under DATA_DIR, or
  // DATABASE_URL), migrates it and seeds SEED when it is empty, then owns and closes it.
  const api = createApiServer({ env, logger });
  try {
    const address = await api.listen();
    logger.info('ready', { url: `http://${env.API_HOST}:${address.port}/graphql` });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') logger.error(`Port ${env.API_PORT} on ${env.API_HOST} is already in use. Stop the other process or set API_PORT.`);
    else if (code === 'EACCES') logger.error(`Not allowed to listen on ${env.API_HOST}:${env.API_PORT}. Choose another API_PORT.`);
    else if (error instanceof DataDirInUseError) logger.error(error.message);
    else logger.error('failed to start', { error });
    await api.close().catch(() => undefined);
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn('second signal; exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    logger.info('shutting down', { signal });
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`api: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
