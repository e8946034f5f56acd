import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type LogLevel } from '@kori/util-log';
import { DEFAULT_INTERNAL_API_SECRET, DEFAULT_MAIL_API_TOKEN, DEFAULT_MERCHANT_AGENT_TOKEN, DEFAULT_STYTCH_PROJECT_ID, DEFAULT_STYTCH_SECRET, PAYMENT_SANDBOX_DEFAULTS, type SandboxEnv } from '../env';
import { createSandboxServer, type SandboxServer } from '../server';

/** A clock tests move by hand; it starts at the real time so JWTs also verify against real clocks. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => void (current += ms) };
}

export interface Harness {
  url: string;
  sandbox: SandboxServer;
  clock: TestClock;
  env: SandboxEnv;
  stateFile: string;
  logs: { level: LogLevel; record: Record<string, unknown> }[];
  /**
   * A JSON call to the sandbox: by default with the Stytch project's Basic credentials, which `auth`
   * overrides (`null`: none, as the couriers' and invoices' own APIs are called).
   */
  // Tests read response bodies loosely and assert their shape, so the body stays untyped here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, auth?: string | null): Promise<{ status: number; body: any }>;
  /** Sends a code through login_or_create and reads it from the mailbox. */
  requestCode(email: string, extra?: Record<string, unknown>): Promise<{ methodId: string; userId: string; userCreated: boolean; code: string }>;
  close(): Promise<void>;
}

export function basicAuth(projectId: string, secret: string): string {
  return `Basic ${Buffer.from(`${projectId}:${secret}`).toString('base64')}`;
}

export interface HarnessOptions {
  stateFile?: string;
  clock?: TestClock;
  projectId?: string;
  secret?: string;
  /** The catalogue the merchant shops sell; tests use the small one (the API's test database is tiny too). */
  seedSize?: SandboxEnv['SEED'];
  /** Where payment webhooks go (default: a closed loopback port, so deliveries fail and wait to retry). */
  apiUrl?: string;
  /** Webhook retry interval in ms (tests compress Avarda's 10 minutes). */
  webhookRetryMs?: number;
  webhookMaxAttempts?: number;
}

/** Starts a sandbox on 127.0.0.1:0 with its own state file; close() stops it and removes the temp dir it made. */
export async function startSandbox(options: HarnessOptions = {}): Promise<Harness> {
  const ownDir = options.stateFile ? null : mkdtempSync(join(tmpdir(), 'kori-sandbox-test-'));
  const stateFile = options.stateFile ?? join(ownDir ?? '', 'state.json');
  const clock = options.clock ?? testClock();
  const env: SandboxEnv = {
    SANDBOX_PORT: 0,
    SANDBOX_HOST: '127.0.0.1',
    DATA_DIR: ownDir ?? tmpdir(),
    STYTCH_PROJECT_ID: options.projectId ?? DEFAULT_STYTCH_PROJECT_ID,
    STYTCH_SECRET: options.secret ?? DEFAULT_STYTCH_SECRET,
    LOG_LEVEL: 'debug',
    MERCHANT_AGENT_TOKEN: DEFAULT_MERCHANT_AGENT_TOKEN,
    MAIL_API_TOKEN: DEFAULT_MAIL_API_TOKEN,
    INTERNAL_API_SECRET: DEFAULT_INTERNAL_API_SECRET,
    SEED: options.seedSize ?? 'tiny',
    SEED_NAME: 'kori',
    KORI_API_URL: options.apiUrl ?? 'http://127.0.0.1:9',
    ...PAYMENT_SANDBOX_DEFAULTS,
    PAYMENT_WEBHOOK_RETRY_MS: options.webhookRetryMs ?? 600_000,
    PAYMENT_WEBHOOK_MAX_ATTEMPTS: options.webhookMaxAttempts ?? 20,
  };
  const logs: Harness['logs'] = [];
  const logger = createLogger({ service: 'sandbox', level: 'debug', write: (line, level) => logs.push({ level, record: JSON.parse(line) }) });
  const sandbox = createSandboxServer({ env, stateFile, now: clock.now, logger });
  const { url } = await sandbox.listen(0);
  const credentials = basicAuth(env.STYTCH_PROJECT_ID, env.STYTCH_SECRET);

  const api: Harness['api'] = async (method, path, body, auth = credentials) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth) headers['authorization'] = auth;
    const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };

  return {
    url,
    sandbox,
    clock,
    env,
    stateFile,
    logs,
    api,
    async requestCode(email, extra = {}) {
      const sent = await api('POST', '/v1/otps/email/login_or_create', { email, ...extra });
      if (sent.status !== 200) throw new Error(`login_or_create failed: ${JSON.stringify(sent.body)}`);
      const mail = await (await fetch(`${url}/mailbox/api?to=${encodeURIComponent(email)}`)).json();
      return { methodId: sent.body.email_id, userId: sent.body.user_id, userCreated: sent.body.user_created, code: mail.messages[0].code };
    },
    async close() {
      await sandbox.close();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
