/**
 * The API process: validate the environment, open and prepare the database, listen, and shut down
 * cleanly on SIGINT/SIGTERM. Everything else lives in server.ts and below.
 */
import { EnvValidationError } from '@kori/util-env';
import { createLogger } from '@kori/util-log';
import { loadApiEnv, type ApiEnv } from './config/env';
import { DataDirInUseError } from './db/data-dir-lock';
import { databaseOptionsFromEnv, openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
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

  let db;
  try {
    db = await openDatabase(databaseOptionsFromEnv(env));
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      logger.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await prepareDatabase(db, { seed: env.SEED, logger });

  const api = createApiServer({ env, db, logger });
  try {
    const address = await api.listen();
    logger.info('listening', { url: `http://${env.API_HOST}:${address.port}/graphql` });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      logger.error(
        code === 'EADDRINUSE'
          ? `Port ${env.API_PORT} on ${env.API_HOST} is already in use. Stop the other process or set API_PORT.`
          : `Not allowed to listen on ${env.API_HOST}:${env.API_PORT}. Choose another API_PORT.`,
      );
      await db.close();
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn('second signal; exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    logger.info('shutting down', { signal });
    void (async () => {
      try {
        await api.close();
        await db.close();
        process.exit(0);
      } catch (error) {
        logger.error('shutdown failed', { error });
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`api: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
