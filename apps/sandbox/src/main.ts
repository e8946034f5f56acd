import { EnvValidationError } from '@kori/util-env';
import { createLogger } from '@kori/util-log';
import { loadSandboxEnv, type SandboxEnv } from './env';
import { createSandboxServer } from './server';

function readEnv(): SandboxEnv {
  try {
    return loadSandboxEnv();
  } catch (error) {
    if (error instanceof EnvValidationError) {
      console.error(`sandbox: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger({ service: 'sandbox', level: env.LOG_LEVEL });
  const sandbox = createSandboxServer({ env, logger });

  try {
    const { url } = await sandbox.listen();
    logger.info('Sandbox listening', { url, mailbox: `${url}/mailbox`, merchantShops: `${url}/merchant-shops`, payments: `${url}/payments`, stateFile: sandbox.store.file });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      logger.error(
        `Port ${env.SANDBOX_PORT} on ${env.SANDBOX_HOST} is already in use. Is another sandbox running? Stop it, or set SANDBOX_PORT to a free port.`,
        { port: env.SANDBOX_PORT, host: env.SANDBOX_HOST },
      );
    } else {
      logger.error('Sandbox failed to start', { err: error });
    }
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Sandbox shutting down', { signal });
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Sandbox did not close cleanly', { err: error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
