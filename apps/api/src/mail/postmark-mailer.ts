import { z } from 'zod';
import { MailSendError, type Mailer } from './mailer';

export interface PostmarkMailerOptions {
  /** e.g. `https://api.postmarkapp.com`, or the sandbox's root URL. */
  baseUrl: string;
  /** The server token, sent as `X-Postmark-Server-Token`. */
  token: string;
  /** The sender, e.g. `Kori <no-reply@kori.example>`. */
  from: string;
  /** Postmark's message stream (default `outbound`, the transactional one). */
  messageStream?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const acceptedSchema = z.object({ To: z.string(), SubmittedAt: z.string(), MessageID: z.string().min(1), ErrorCode: z.literal(0), Message: z.string() });
const refusedSchema = z.object({ ErrorCode: z.number(), Message: z.string() });

/** A mailer over Postmark's HTTP API (`POST /email`); every answer is checked before it counts as sent. */
export function createPostmarkMailer(options: PostmarkMailerOptions): Mailer {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/email`;
  const fetchImpl = options.fetch ?? fetch;
  return {
    async send(message) {
      const body = {
        From: options.from,
        To: message.to,
        Subject: message.subject,
        TextBody: message.text,
        ...(message.html ? { HtmlBody: message.html } : {}),
        MessageStream: options.messageStream ?? 'outbound',
        ...(message.language ? { Metadata: { language: message.language } } : {}),
      };
      let status: number;
      let json: unknown;
      try {
        const response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', 'x-postmark-server-token': options.token },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        status = response.status;
        json = await response.json().catch(() => undefined);
      } catch (error) {
        throw new MailSendError(`mail API unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
      }
      if (status === 200 && acceptedSchema.safeParse(json).success) return;
      const refused = refusedSchema.safeParse(json);
      const detail = refused.success ? `error ${refused.data.ErrorCode}: ${refused.data.Message}` : 'unexpected answer';
      // A 5xx or a garbled answer may pass; a refused message (401, 422) will be refused again.
      throw new MailSendError(`mail API answered ${status} (${detail})`, status >= 500 || !refused.success);
    },
  };
}
