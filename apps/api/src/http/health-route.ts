import type { ServerResponse } from 'node:http';
import type { Logger } from '@kori/util-log';
import { sendJson } from './send';

const PING_TIMEOUT_MS = 2000;

/** 200 `{ status: 'ok', database: 'ok' }` while the database answers, 503 otherwise. */
export async function handleHealth(res: ServerResponse, ping: () => Promise<void>, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
      }),
    ]);
    sendJson(res, 200, { status: 'ok', database: 'ok' }, { 'cache-control': 'no-store' });
  } catch (error) {
    logger.warn('health check: database unavailable', { error });
    sendJson(res, 503, { status: 'error', database: 'unavailable' }, { 'cache-control': 'no-store' });
  } finally {
    clearTimeout(timer);
  }
}
