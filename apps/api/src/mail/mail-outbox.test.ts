import { createLogger } from '@kori/util-log';
import type { DatabaseHandle } from '../db/open-database';
import { createJobQueue, onceJobId, type JobQueue } from '../jobs/job-queue';
import { openTestDatabase, testJobQueueSchema } from '../testing/test-database';
import { MailSendError, type MailMessage, type Mailer } from './mailer';
import { createMailOutbox } from './mail-outbox';

const logger = createLogger({ service: 'mail-test', level: 'error', write: () => undefined });

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail outbox on the durable job queue', () => {
  let handle: DatabaseHandle;
  let queue: JobQueue;
  const sent: MailMessage[] = [];
  let failNext: MailSendError | null = null;
  const mailer: Mailer = {
    async send(message) {
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      sent.push(message);
    },
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    queue = createJobQueue({ target: handle.jobQueueTarget, logger, pollingIntervalSeconds: 0.5, schema: testJobQueueSchema() });
    await queue.start();
    await createMailOutbox({ queue, mailer, logger }).start();
  }, 60_000);
  afterAll(async () => {
    await queue.stop({ timeoutMs: 1000 });
    await handle.close();
  });
  beforeEach(() => {
    sent.length = 0;
  });

  it('sends a queued message once, however often the same once-key is queued', async () => {
    const outbox = createMailOutbox({ queue, mailer, logger });
    const message = { to: 'a@example.com', subject: 'Once', text: 'T' };
    await outbox.enqueue(message, 'alert-1:1000');
    await waitFor(() => sent.length === 1);
    await outbox.enqueue(message, 'alert-1:1000');
    await outbox.enqueue({ ...message, subject: 'Other' }, 'alert-1:900');
    await waitFor(() => sent.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent.map((m) => m.subject)).toEqual(['Once', 'Other']);
  });

  it('retries a message the provider could not take, and drops one it refused for good', async () => {
    const outbox = createMailOutbox({ queue, mailer, logger });
    failNext = new MailSendError('refused', false);
    await outbox.enqueue({ to: 'bad@example.com', subject: 'Refused', text: 'T' }, 'refused');
    await waitFor(() => failNext === null);
    failNext = new MailSendError('down', true);
    await outbox.enqueue({ to: 'b@example.com', subject: 'Retried', text: 'T' }, 'retried');
    await waitFor(() => sent.length === 1, 30_000);
    expect(sent.map((m) => m.subject)).toEqual(['Retried']);
  }, 40_000);

  it('derives stable UUIDs from once-keys', () => {
    expect(onceJobId('q', 'k')).toBe(onceJobId('q', 'k'));
    expect(onceJobId('q', 'k')).not.toBe(onceJobId('q', 'k2'));
    expect(onceJobId('q', 'k')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
