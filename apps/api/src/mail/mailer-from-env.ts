import type { ApiEnv } from '../config/env';
import type { Mailer } from './mailer';
import { createPostmarkMailer } from './postmark-mailer';

/** The mailer the environment names (the sandbox's mailbox by default). */
export function mailerFromEnv(env: Pick<ApiEnv, 'MAIL_API_URL' | 'MAIL_API_TOKEN' | 'MAIL_FROM'>, fetchImpl?: typeof fetch): Mailer {
  return createPostmarkMailer({ baseUrl: env.MAIL_API_URL, token: env.MAIL_API_TOKEN, from: env.MAIL_FROM, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}
