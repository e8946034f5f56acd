import { SANDBOX_DEFAULTS, loadApiEnv } from '../config/env';
import { startMerchantSandbox, type MerchantSandbox } from '../merchant-shops/start-merchant-sandbox';
import { MailSendError } from './mailer';
import { mailerFromEnv } from './mailer-from-env';
import { createPostmarkMailer } from './postmark-mailer';

describe('Postmark mailer against the sandbox mailbox', () => {
  let sandbox: MerchantSandbox;
  beforeAll(async () => {
    sandbox = await startMerchantSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(async () => {
    await fetch(`${sandbox.url}/mailbox/api`, { method: 'DELETE' });
  });

  const inbox = async (to: string) =>
    ((await (await fetch(`${sandbox.url}/mailbox/api?to=${encodeURIComponent(to)}`)).json()) as { messages: Record<string, unknown>[] }).messages;

  it('sends a message the mailbox receives, with the configured sender', async () => {
    const mailer = mailerFromEnv(loadApiEnv({ SANDBOX_URL: sandbox.url }));
    await mailer.send({ to: 'shopper@example.com', subject: 'Hello', text: 'Plain text', html: '<p>Plain text</p>', language: 'sv' });
    const messages = await inbox('shopper@example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ from: SANDBOX_DEFAULTS.MAIL_FROM, subject: 'Hello', text: 'Plain text', html: '<p>Plain text</p>', language: 'sv', template: 'api' });
  });

  it('throws a non-retryable error when the token is refused, and nothing is delivered', async () => {
    const mailer = createPostmarkMailer({ baseUrl: sandbox.url, token: 'wrong-token-0000000000', from: 'a@kori.example' });
    const sent = mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' });
    await expect(sent).rejects.toBeInstanceOf(MailSendError);
    await expect(sent).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('401') });
    expect(await inbox('x@example.com')).toEqual([]);
  });

  it('throws a non-retryable error on a message the API refuses (422)', async () => {
    const mailer = createPostmarkMailer({ baseUrl: sandbox.url, token: SANDBOX_DEFAULTS.MAIL_API_TOKEN, from: 'a@kori.example' });
    await expect(mailer.send({ to: 'not an address', subject: 'S', text: 'T' })).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('422') });
  });

  it('treats an unreachable API or an answer that is not Postmark\'s as retryable', async () => {
    const down = createPostmarkMailer({ baseUrl: 'http://127.0.0.1:9', token: 'token-000000000000000', from: 'a@kori.example' });
    await expect(down.send({ to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toMatchObject({ retryable: true });
    const garbled = createPostmarkMailer({
      baseUrl: 'http://mail.test',
      token: 'token-000000000000000',
      from: 'a@kori.example',
      fetch: async () => new Response(JSON.stringify({ ok: true }), { status: 200 }),
    });
    await expect(garbled.send({ to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toMatchObject({ retryable: true });
  });
});
