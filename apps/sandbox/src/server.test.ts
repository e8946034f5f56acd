import * as stytch from 'stytch';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@kori/util-log';
import { createSandboxServer } from './server';
import { startSandbox, testClock, type Harness } from './test-support/sandbox-harness';

describe('sandbox server', () => {
  let h: Harness;
  afterEach(async () => {
    await h.close();
  });

  it('answers /health', async () => {
    h = await startSandbox();
    const response = await fetch(`${h.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'sandbox', standIns: ['auth', 'mailbox', 'merchants', 'payments'] });
  });

  it("serves a merchant's product page for an offer, escaping the ids", async () => {
    h = await startSandbox();
    const response = await fetch(`${h.url}/merchants/gigantti/products/offer-123`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<h1>Merchant gigantti — product offer offer-123</h1>');
    const odd = await fetch(`${h.url}/merchants/${encodeURIComponent('<b>')}/products/1`);
    expect(odd.status).toBe(400);
    expect(await odd.text()).not.toContain('<b>');
  });

  it('lists the payment providers it stands in for', async () => {
    h = await startSandbox();
    const body = await (await fetch(`${h.url}/payments/health`)).json();
    expect(body.status).toBe('ok');
    expect(body.providers.map((p: { id: string; implemented: boolean }) => [p.id, p.implemented])).toEqual([['avarda-checkout-v3', true], ['adyen', true], ['stripe', true]]);
  });

  it('answers unknown paths with 404', async () => {
    h = await startSandbox();
    expect((await fetch(`${h.url}/nothing-here`)).status).toBe(404);
  });

  it('refuses to listen on a port already in use', async () => {
    h = await startSandbox();
    const port = Number(new URL(h.url).port);
    const second = createSandboxServer({
      env: h.env,
      stateFile: join(h.env.DATA_DIR, 'second.json'),
      logger: createLogger({ service: 'sandbox', write: () => undefined }),
    });
    await expect(second.listen(port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('state across a restart', () => {
  let dir: string;
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kori-sandbox-restart-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps users, sessions, pending codes, keys and mail', async () => {
    const stateFile = join(dir, 'sandbox', 'state.json');
    const clock = testClock();
    const first = await startSandbox({ stateFile, clock });
    const signedIn = await first.requestCode('a@example.com');
    const session = (
      await first.api('POST', '/v1/otps/authenticate', { method_id: signedIn.methodId, code: signedIn.code, session_duration_minutes: 43200 })
    ).body;
    const pending = await first.requestCode('b@example.com');
    await first.close();

    const second = await startSandbox({ stateFile, clock });
    try {
      const again = await second.api('POST', '/v1/sessions/authenticate', { session_token: session.session_token });
      expect(again.status).toBe(200);
      expect(again.body.session.session_id).toBe(session.session.session_id);

      const client = new stytch.Client({ project_id: second.env.STYTCH_PROJECT_ID, secret: second.env.STYTCH_SECRET, env: `${second.url}/` });
      await expect(client.sessions.authenticateJwtLocal({ session_jwt: session.session_jwt })).resolves.toMatchObject({
        user_id: signedIn.userId,
      });

      const code = await second.api('POST', '/v1/otps/authenticate', { method_id: pending.methodId, code: pending.code, session_duration_minutes: 60 });
      expect(code.status).toBe(200);

      const again2 = await second.requestCode('a@example.com');
      expect(again2.userCreated).toBe(false);
      expect(again2.userId).toBe(signedIn.userId);
      const mail = await (await fetch(`${second.url}/mailbox/api`)).json();
      expect(mail.messages).toHaveLength(3);
      expect(second.logs.some((l) => l.record['msg'] === 'Generated session signing key')).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('starts with empty state when the file is corrupt, keeping the old file aside', async () => {
    const stateFile = join(dir, 'state.json');
    writeFileSync(stateFile, 'this is not json');
    const h = await startSandbox({ stateFile });
    try {
      expect((await fetch(`${h.url}/health`)).status).toBe(200);
      expect(h.logs.filter((l) => l.level === 'warn').map((l) => l.record['msg'])).toEqual([
        'Sandbox state file was unreadable; moved it aside and started with empty state',
      ]);
      expect(readdirSync(dir).some((name) => name.startsWith('state.json.corrupt-'))).toBe(true);
      const signedIn = await h.requestCode('a@example.com');
      expect(signedIn.userCreated).toBe(true);
    } finally {
      await h.close();
    }
  });
});
