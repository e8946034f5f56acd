import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { sandboxUrl } from './servers';

const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      template: z.string(),
      language: z.string(),
      code: z.string().regex(/^\d{6}$/),
      sentAt: z.string(),
    }),
  ),
});
export type MailboxMessage = z.infer<typeof mailboxSchema>['messages'][number];

const mailboxApi = (email: string) => `${sandboxUrl}/mailbox/api?to=${encodeURIComponent(email)}`;

/** A fresh address per test, so parallel projects and repeated runs never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Empties the sandbox mailbox for one recipient. */
export async function clearMailbox(request: APIRequestContext, email: string) {
  const response = await request.delete(mailboxApi(email));
  expect(response.ok()).toBe(true);
}

/** The recipient's messages, newest first. */
export async function readMailbox(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(mailboxApi(email));
  expect(response.ok()).toBe(true);
  return mailboxSchema.parse(await response.json()).messages;
}

/** Waits until the recipient has `count` messages and returns the newest one. */
export async function waitForMail(request: APIRequestContext, email: string, count = 1): Promise<MailboxMessage> {
  let messages: MailboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = await readMailbox(request, email);
      return messages.length;
    }, { message: `e-mail number ${count} to ${email}` })
    .toBeGreaterThanOrEqual(count);
  const newest = messages[0];
  if (!newest) throw new Error(`no e-mail to ${email}`);
  return newest;
}
