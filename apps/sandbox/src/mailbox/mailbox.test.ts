import { deliverMail } from './mailbox';
import { renderMailboxPage } from './mailbox-page';
import { useSandbox } from '../test-support/use-sandbox';

describe('mailbox', () => {
  const h = useSandbox();

  const mailbox = async (query = '') => (await fetch(`${h.url}/mailbox/api${query}`)).json();

  it('keeps every code e-mail and lists them newest first as JSON', async () => {
    const first = await h.api('POST', '/v1/otps/email/login_or_create', {
      email: 'a@example.com',
      signup_template_id: 'kori_signup_fi',
      login_template_id: 'kori_login_fi',
    });
    h.clock.advance(1000);
    await h.api('POST', '/v1/otps/email/login_or_create', { email: 'a@example.com', login_template_id: 'kori_login_sv', locale: 'sv-SE' });
    h.clock.advance(1000);
    await h.api('POST', '/v1/otps/email/login_or_create', { email: 'b@example.com' });

    const { messages } = await mailbox();
    expect(messages.map((m: { to: string; language: string }) => [m.to, m.language])).toEqual([
      ['b@example.com', 'en'],
      ['a@example.com', 'sv'],
      ['a@example.com', 'fi'],
    ]);
    const signup = messages[2];
    expect(Object.keys(signup).sort()).toEqual(['code', 'html', 'id', 'language', 'sentAt', 'subject', 'template', 'templateId', 'text', 'to']);
    expect(signup).toMatchObject({ template: 'signup', templateId: 'kori_signup_fi', subject: 'Tervetuloa Koriin – vahvista sähköpostiosoitteesi' });
    expect(signup.code).toMatch(/^\d{6}$/);
    expect(signup.text).toContain(signup.code);
    expect(new Date(signup.sentAt).getTime()).toBe(h.clock.now() - 2000);
    expect(messages[1]).toMatchObject({ template: 'login', templateId: 'kori_login_sv', subject: 'Din inloggningskod för Kori' });
    expect(first.body.user_created).toBe(true);
  });

  it('filters by recipient, case-insensitively', async () => {
    await h.requestCode('a@example.com');
    await h.requestCode('b@example.com');
    const { messages } = await mailbox('?to=A%40Example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0].to).toBe('a@example.com');
  });

  it('clears all messages, or one recipient', async () => {
    await h.requestCode('a@example.com');
    await h.requestCode('b@example.com');
    const one = await (await fetch(`${h.url}/mailbox/api?to=a@example.com`, { method: 'DELETE' })).json();
    expect(one).toEqual({ deleted: 1 });
    expect((await mailbox()).messages.map((m: { to: string }) => m.to)).toEqual(['b@example.com']);
    const all = await (await fetch(`${h.url}/mailbox/api`, { method: 'DELETE' })).json();
    expect(all).toEqual({ deleted: 1 });
    expect((await mailbox()).messages).toEqual([]);
  });

  it('shows a readable HTML page with the codes, newest first', async () => {
    const a = await h.requestCode('a@example.com');
    h.clock.advance(1000);
    const b = await h.requestCode('b@example.com');
    const response = await fetch(`${h.url}/mailbox`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<h1>Sandbox mailbox</h1>');
    expect(page.indexOf(b.code)).toBeGreaterThan(-1);
    expect(page.indexOf(b.code)).toBeLessThan(page.indexOf(a.code));
    const filtered = await (await fetch(`${h.url}/mailbox?to=a@example.com`)).text();
    expect(filtered).toContain(a.code);
    expect(filtered).not.toContain('b@example.com</dd>');
  });

  it('escapes everything it shows on the page', async () => {
    deliverMail(h.sandbox.store.state, {
      to: '"<img src=x onerror=alert(1)>"@example.com',
      subject: '<script>alert("subject")</script>',
      text: 'Body & <b>bold</b>',
      html: '<p>ignored</p>',
      template: 'login',
      templateId: '<i>id</i>',
      language: 'en',
      code: '<u>1</u>',
      sentAt: new Date(h.clock.now()).toISOString(),
    });
    const page = await (await fetch(`${h.url}/mailbox`)).text();
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b>bold</b>');
    expect(page).not.toContain('<i>id</i>');
    expect(page).not.toContain('<u>1</u>');
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain('Body &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(renderMailboxPage([], '"><script>')).not.toContain('"><script>');
  });
});
