import { DEFAULT_MAIL_API_TOKEN } from '../env';
import { useSandbox } from '../test-support/use-sandbox';

describe('mail API (Postmark protocol)', () => {
  const h = useSandbox();

  const send = async (body: unknown, token: string | null = DEFAULT_MAIL_API_TOKEN) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers['x-postmark-server-token'] = token;
    const response = await fetch(`${h.url}/email`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };

  const message = {
    From: 'Kori <alerts@kori.example>',
    To: 'Shopper@example.com',
    Subject: 'Price dropped',
    TextBody: 'Now 10,00 € at https://kori.example/?x=1',
    HtmlBody: '<p>Now 10,00 €</p>',
    MessageStream: 'outbound',
    Metadata: { language: 'fi' },
  };

  it('accepts a message, answers as Postmark does and delivers it to the mailbox', async () => {
    const sent = await send(message);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ To: 'Shopper@example.com', ErrorCode: 0, Message: 'OK' });
    expect(sent.body.MessageID).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(sent.body.SubmittedAt).getTime()).toBe(h.clock.now());

    const { messages } = await (await fetch(`${h.url}/mailbox/api?to=shopper@example.com`)).json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'Shopper@example.com', from: 'Kori <alerts@kori.example>', subject: 'Price dropped', text: message.TextBody, html: message.HtmlBody, template: 'api', language: 'fi' });
    const page = await (await fetch(`${h.url}/mailbox`)).text();
    expect(page).toContain('Price dropped');
    expect(page).toContain('<a href="https://kori.example/?x=1">');
  });

  it('delivers one copy per recipient and reads text out of HTML-only mail', async () => {
    const sent = await send({ ...message, To: 'a@example.com, b@example.com', TextBody: undefined, Metadata: undefined });
    expect(sent.status).toBe(200);
    const { messages } = await (await fetch(`${h.url}/mailbox/api`)).json();
    expect(messages.map((m: { to: string }) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(messages[0]).toMatchObject({ text: 'Now 10,00 €', language: 'en' });
  });

  it('refuses a missing or wrong server token with 401', async () => {
    for (const token of [null, 'wrong-token-000000000000']) {
      const sent = await send(message, token);
      expect(sent.status).toBe(401);
      expect(sent.body.ErrorCode).toBe(10);
    }
    expect((await (await fetch(`${h.url}/mailbox/api`)).json()).messages).toEqual([]);
  });

  it('answers 422 to a body that is not a valid message', async () => {
    for (const body of [{ ...message, To: 'not-an-address' }, { ...message, Subject: '' }, { ...message, TextBody: undefined, HtmlBody: undefined }, '{not json']) {
      const sent = await send(body);
      expect(sent.status).toBe(422);
      expect(sent.body).toMatchObject({ ErrorCode: 300 });
      expect(sent.body.Message).toMatch(/^Invalid email request/);
    }
    expect((await (await fetch(`${h.url}/mailbox/api`)).json()).messages).toEqual([]);
  });
});
