/**
 * Mail sent from background work goes through the durable job queue: the send is a job, so a restart
 * neither loses it (it is picked up again) nor repeats it (each message is queued once per once-key,
 * and a job that the provider accepted is finished). A message the provider refuses for good (bad
 * address, wrong token) is logged and dropped instead of retried.
 */
import type { Logger } from '@kori/util-log';
import type { JobQueue, QueueDefinition } from '../jobs/job-queue';
import { MailSendError, type MailMessage, type Mailer } from './mailer';

export const MAIL_QUEUE: QueueDefinition = { name: 'mail-send', retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 60 };

export interface MailOutbox {
  /** Queues `message`; a second call with the same `onceKey` is ignored, so the message goes out once. */
  enqueue(message: MailMessage, onceKey: string): Promise<void>;
}

export interface MailOutboxWorker extends MailOutbox {
  /** Starts sending queued mail (the queue itself must be started). */
  start(): Promise<void>;
}

export function createMailOutbox(options: { queue: JobQueue; mailer: Mailer; logger: Logger }): MailOutboxWorker {
  const { queue, mailer, logger } = options;
  return {
    async enqueue(message, onceKey) {
      await queue.send<MailMessage>(MAIL_QUEUE.name, message, onceKey, { onceKey });
    },
    async start() {
      await queue.work<MailMessage>(
        MAIL_QUEUE,
        async (message, context) => {
          try {
            await mailer.send(message);
          } catch (error) {
            if (error instanceof MailSendError && !error.retryable) {
              logger.error('mail refused; not retried', { error: error.message, subject: message.subject });
              return;
            }
            if (context.lastAttempt) logger.error('mail not sent after every retry', { error, subject: message.subject });
            throw error;
          }
        },
        { concurrency: 4 },
      );
    },
  };
}
