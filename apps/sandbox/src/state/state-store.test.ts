import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type LogLevel } from '@kori/util-log';
import { emptyState } from './state-schema';
import { MAILBOX_LIMIT, openStateStore } from './state-store';

describe('openStateStore', () => {
  let dir: string;
  let file: string;
  let warnings: Record<string, unknown>[];
  const now = () => 1_700_000_000_000;
  const logger = () =>
    createLogger({
      service: 'sandbox',
      write: (line: string, level: LogLevel) => {
        if (level === 'warn') warnings.push(JSON.parse(line));
      },
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kori-sandbox-state-'));
    file = join(dir, 'nested', 'state.json');
    warnings = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts empty without a file and writes one on save, leaving no temp files', () => {
    const store = openStateStore({ file, logger: logger(), now });
    expect(store.state).toEqual(emptyState());
    store.state.users['user-1'] = { user_id: 'user-1', email: 'a@example.com', email_id: 'email-1', email_verified: true, created_at: 1 };
    store.save();
    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json']);
    const reopened = openStateStore({ file, logger: logger(), now });
    expect(reopened.state.users['user-1']?.email).toBe('a@example.com');
    expect(warnings).toEqual([]);
  });

  it('loads a file written before the merchant shops existed, with none of their state', () => {
    const older: Partial<ReturnType<typeof emptyState>> = emptyState();
    delete older.merchantShops;
    writeFileSync(file.replace('nested/', ''), JSON.stringify({ ...older, users: { u: { user_id: 'u', email: 'a@example.com', email_id: 'e', email_verified: true, created_at: 1 } } }));
    const store = openStateStore({ file: file.replace('nested/', ''), logger: logger(), now });
    expect(store.state.users['u']?.email).toBe('a@example.com');
    expect(store.state.merchantShops).toEqual({ carts: {}, orders: {}, sold: {}, prices: {}, faults: [] });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version": 1, "users": '],
    ['JSON of the wrong shape', JSON.stringify({ ...emptyState(), users: { u: { user_id: 42 } } })],
    ['a newer version', JSON.stringify({ ...emptyState(), version: 2 })],
  ])('moves a file that is %s aside with a warning and starts empty', (_label, content) => {
    openStateStore({ file, logger: logger(), now }).save();
    writeFileSync(file, content);
    const store = openStateStore({ file, logger: logger(), now });
    expect(store.state).toEqual(emptyState());
    const aside = `state.json.corrupt-${now()}`;
    expect(readdirSync(join(dir, 'nested')).sort()).toEqual([aside]);
    expect(readFileSync(join(dir, 'nested', aside), 'utf8')).toBe(content);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ movedTo: join(dir, 'nested', aside) });
  });

  it('drops expired sessions, codes and locks and old mail when saving', () => {
    const store = openStateStore({ file, logger: logger(), now });
    const session = (id: string, expires: number) => ({
      session_id: id,
      user_id: 'u',
      session_token: id,
      started_at: 0,
      last_accessed_at: 0,
      expires_at: expires,
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: [],
      custom_claims: {},
    });
    store.state.sessions['live'] = session('live', now() + 1);
    store.state.sessions['gone'] = session('gone', now());
    store.state.pendingCodes['gone'] = { method_id: 'gone', user_id: 'u', code: '123456', created_at: 0, expires_at: now() };
    store.state.methodAttempts['over'] = { method_id: 'over', failed_attempts: 0, locked_at: 0, locked_until: now() };
    store.state.methodAttempts['counting'] = { method_id: 'counting', failed_attempts: 3, locked_at: null, locked_until: null };
    for (let i = 0; i < MAILBOX_LIMIT + 2; i += 1) {
      store.state.mailbox.push({ id: `m${i}`, to: 'a@example.com', subject: 's', text: 't', html: 'h', template: 'login', templateId: null, language: 'en', sentAt: 'x' });
    }
    store.save();
    const saved = openStateStore({ file, logger: logger(), now }).state;
    expect(Object.keys(saved.sessions)).toEqual(['live']);
    expect(saved.pendingCodes).toEqual({});
    expect(Object.keys(saved.methodAttempts)).toEqual(['counting']);
    expect(saved.mailbox).toHaveLength(MAILBOX_LIMIT);
    expect(saved.mailbox[0]?.id).toBe('m2');
  });
});
