import { randomUUID } from 'node:crypto';
import type { MailMessage, SandboxState } from '../state/state-schema';

/** Keeps an e-mail the sandbox "sends"; the caller saves the state. */
export function deliverMail(state: SandboxState, message: Omit<MailMessage, 'id'>): MailMessage {
  const stored: MailMessage = { id: `msg-${randomUUID()}`, ...message };
  state.mailbox.push(stored);
  return stored;
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Messages newest first, optionally only those to one address (case-insensitive). */
export function listMail(state: SandboxState, to?: string): MailMessage[] {
  const messages = to ? state.mailbox.filter((message) => sameAddress(message.to, to)) : state.mailbox;
  return [...messages].reverse();
}

/** Removes all messages, or only those to one address; returns how many went. */
export function clearMail(state: SandboxState, to?: string): number {
  const before = state.mailbox.length;
  const kept = to ? state.mailbox.filter((message) => !sameAddress(message.to, to)) : [];
  state.mailbox.splice(0, state.mailbox.length, ...kept);
  return before - kept.length;
}
