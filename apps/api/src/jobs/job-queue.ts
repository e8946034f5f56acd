/**
 * Durable background work on the API's own database (pg-boss): jobs are rows, so they survive a
 * restart and are picked up again on boot; workers claim them with FOR UPDATE SKIP LOCKED, so two API
 * processes never run the same job. On PGlite pg-boss shares the embedded database's one connection.
 * See docs/decisions/018-checkout-jobs.md.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Logger } from '@kori/util-log';
import type { JobQueueTarget } from '../db/open-database';

type PgBossModule = typeof import('pg-boss');
type PgBossInstance = InstanceType<PgBossModule['PgBoss']>;

/**
 * pg-boss ships ES modules only; Node's own require loads them (require of ESM), which also works
 * inside Jest's sandbox through the api test environment (as for PGlite in open-database.ts).
 */
const nodeRequire: NodeJS.Require = (globalThis as { __koriNodeRequire?: NodeJS.Require }).__koriNodeRequire ?? createRequire(__filename);
const loadPgBoss = (): PgBossModule => nodeRequire('pg-boss') as PgBossModule;

export interface QueueDefinition {
  name: string;
  /** Attempts after the first when a handler throws or its process dies. */
  retryLimit: number;
  /** Seconds before the first retry; doubles with each further one. */
  retryDelaySeconds: number;
  /** A job still active after this long (its process died) is retried. */
  expireInSeconds: number;
}

export interface JobContext {
  /** 0 on the first attempt. */
  attempt: number;
  /** True when a throw now fails the job for good. */
  lastAttempt: boolean;
  /** Aborted when the queue stops while the job runs. */
  signal: AbortSignal;
}

export interface SendOptions {
  /**
   * Queues the job at most once for this key, ever (while the queue keeps finished jobs, at least a
   * week): a second send with it is ignored, even after the first job has run.
   */
  onceKey?: string;
}

/** A job id derived from its queue and once-key (a UUID, as pg-boss stores ids). */
export function onceJobId(queue: string, onceKey: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${onceKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  /** Lets running jobs finish for up to `timeoutMs`; the rest are failed, to be retried after a restart. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /**
   * Queues a job. Jobs with the same key never run at the same time, and while one with the key is
   * already waiting a second is not queued.
   */
  send<T extends object>(queue: string, data: T, key: string, options?: SendOptions): Promise<void>;
  work<T extends object>(queue: QueueDefinition, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
}

export interface JobQueueOptions {
  target: JobQueueTarget;
  logger: Logger;
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * The database schema of the queue's tables (default `pgboss`). Processes share jobs only within one
   * schema: tests give each test file its own, as they share one PostgreSQL database.
   */
  schema?: string;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { PgBoss, fromPglite } = loadPgBoss();
  const schema = options.schema ? { schema: options.schema } : {};
  const boss: PgBossInstance =
    options.target.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(options.target.client), backend: 'pglite', schedule: false, ...schema })
      : // LISTEN/NOTIFY wakes the workers of every API process the moment a job is queued.
        new PgBoss({ connectionString: options.target.url, max: 4, schedule: false, useListenNotify: true, ...schema });
  boss.on('error', (error: unknown) => options.logger.error('job queue error', { error }));
  const polling = Math.max(0.5, options.pollingIntervalSeconds ?? 1);
  const created = new Set<string>();
  /** This process's workers per queue, woken at once when a job is queued here (polling is the floor). */
  const workers = new Map<string, string[]>();

  const ensureQueue = async (queue: QueueDefinition) => {
    if (created.has(queue.name)) return;
    const settings = {
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireInSeconds,
      notify: true,
    };
    // One job per key may wait and one may run: a key's work is never done twice at once. (The
    // policy is fixed when the queue is created.)
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, settings);
    else await boss.createQueue(queue.name, { ...settings, policy: 'stately' });
    created.add(queue.name);
  };

  return {
    async start() {
      await boss.start();
    },
    async stop(stopOptions = {}) {
      await boss.stop({ graceful: true, timeout: stopOptions.timeoutMs ?? 10_000, close: true });
    },
    async send(queue, data, key, sendOptions = {}) {
      // A job with an id already taken is not inserted again (pg-boss inserts with ON CONFLICT DO NOTHING).
      const id = sendOptions.onceKey === undefined ? {} : { id: onceJobId(queue, sendOptions.onceKey) };
      await boss.send(queue, data, { singletonKey: key, ...id });
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
    async work(queue, handler, workOptions = {}) {
      await ensureQueue(queue);
      const id = await boss.work(
        queue.name,
        // NOTIFY (or a local wake-up) starts a job at once, but only an idle worker hears it: a busy one
        // looks again after the polling interval, so that stays short even while NOTIFY works.
        { pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: polling, localConcurrency: workOptions.concurrency ?? 1, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          await handler(job.data as never, {
            attempt: job.retryCount,
            lastAttempt: job.retryCount >= queue.retryLimit,
            signal: job.signal,
          });
        },
      );
      workers.set(queue.name, [...(workers.get(queue.name) ?? []), id]);
    },
  };
}
