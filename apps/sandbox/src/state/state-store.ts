import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from '@kori/util-log';
import { pruneMerchantShops } from '../merchants/shop-state-schema';
import { prunePayments } from '../payments/payment-state-schema';
import { emptyState, sandboxStateSchema, type SandboxState } from './state-schema';

/** Oldest messages are dropped past this, so a long-running sandbox keeps a small state file. */
export const MAILBOX_LIMIT = 500;

export interface StateStore {
  readonly file: string;
  readonly state: SandboxState;
  /** Drops expired records and writes the whole state atomically. */
  save(): void;
}

export interface StateStoreOptions {
  file: string;
  logger: Logger;
  now: () => number;
}

function loadState(file: string, logger: Logger, now: () => number): SandboxState {
  if (!existsSync(file)) return emptyState();
  let problem: string;
  try {
    const result = sandboxStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (result.success) return result.data;
    problem = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  // A damaged file must never stop the sandbox: keep it for inspection and start empty.
  const aside = `${file}.corrupt-${now()}`;
  renameSync(file, aside);
  logger.warn('Sandbox state file was unreadable; moved it aside and started with empty state', { file, movedTo: aside, problem });
  return emptyState();
}

function pruneExpired(state: SandboxState, now: number): void {
  for (const [id, session] of Object.entries(state.sessions)) {
    if (session.expires_at <= now) delete state.sessions[id];
  }
  for (const [id, code] of Object.entries(state.pendingCodes)) {
    if (code.expires_at <= now) delete state.pendingCodes[id];
  }
  for (const [id, attempts] of Object.entries(state.methodAttempts)) {
    const lockOver = attempts.locked_until !== null && attempts.locked_until <= now;
    if (lockOver) delete state.methodAttempts[id];
  }
  if (state.mailbox.length > MAILBOX_LIMIT) state.mailbox.splice(0, state.mailbox.length - MAILBOX_LIMIT);
  pruneMerchantShops(state.merchantShops);
  prunePayments(state.payments, now);
}

export function openStateStore({ file, logger, now }: StateStoreOptions): StateStore {
  const state = loadState(file, logger, now);
  let counter = 0;
  return {
    file,
    state,
    save() {
      pruneExpired(state, now());
      mkdirSync(dirname(file), { recursive: true });
      // Write a sibling temp file, then rename over the old one: a crash mid-write leaves the old state intact.
      const temp = `${file}.${process.pid}.${++counter}.tmp`;
      writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
      renameSync(temp, file);
    },
  };
}
