/**
 * The sandbox's transactional-mail API, speaking Postmark's protocol (`POST /email` with the
 * `X-Postmark-Server-Token` header): what Kori sends through it lands in the mailbox, one message per
 * recipient, readable on /mailbox and /mailbox/api.
 */
import { randomUUID } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { z } from 'zod';
import { languageSchema } from '../state/state-schema';
import type { StateStore } from '../state/state-store';
import { deliverMail } from './mailbox';

/** Postmark's error codes the sandbox answers with. */
export const MAIL_API_ERROR_CODES = { missingToken: 10, invalidRequest: 300 } as const;

const recipientList = z
  .string()
  .trim()
  .min(1)
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .pipe(z.array(z.email()).min(1).max(50));

export const sendEmailSchema = z
  .object({
    From: z.string().trim().min(1),
    To: recipientList,
    Subject: z.string().trim().min(1).max(2000),
    TextBody: z.string().min(1).optional(),
    HtmlBody: z.string().min(1).optional(),
    MessageStream: z.string().min(1).default('outbound'),
    // Postmark's free-form metadata; the sandbox reads `language` to label the message.
    Metadata: z.record(z.string(), z.string()).optional(),
  })
  .refine((body) => body.TextBody !== undefined || body.HtmlBody !== undefined, { message: 'Provide either email TextBody or HtmlBody or both.', path: ['TextBody'] });

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

export interface MailApiOptions {
  store: StateStore;
  /** The server token every request must carry. */
  token: string;
  now: () => number;
}

export function createMailApiRouter(options: MailApiOptions): Router {
  const router = Router();

  const checkToken: RequestHandler = (req, res, next) => {
    const token = req.get('x-postmark-server-token');
    if (token === options.token) return next();
    res.status(401).json({ ErrorCode: MAIL_API_ERROR_CODES.missingToken, Message: 'No Account or Server API tokens were supplied in the HTTP headers, or the token is not valid.' });
  };

  // A body that is not JSON at all is an invalid request too, in Postmark's shape.
  const badJson: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    res.status(422).json({ ErrorCode: MAIL_API_ERROR_CODES.invalidRequest, Message: 'Invalid email request: the body is not JSON.' });
  };

  router.post('/email', checkToken, express.json({ limit: '1mb' }), (req, res) => {
    const parsed = sendEmailSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      res.status(422).json({ ErrorCode: MAIL_API_ERROR_CODES.invalidRequest, Message: `Invalid email request: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` });
      return;
    }
    const body = parsed.data;
    const language = languageSchema.safeParse(body.Metadata?.['language']);
    const sentAt = new Date(options.now()).toISOString();
    for (const to of body.To) {
      deliverMail(options.store.state, {
        to,
        from: body.From,
        subject: body.Subject,
        text: body.TextBody ?? stripTags(body.HtmlBody ?? ''),
        html: body.HtmlBody ?? '',
        template: 'api',
        templateId: null,
        language: language.success ? language.data : 'en',
        sentAt,
      });
    }
    options.store.save();
    res.json({ To: body.To.join(', '), SubmittedAt: sentAt, MessageID: randomUUID(), ErrorCode: 0, Message: 'OK' });
  });
  router.use('/email', badJson);

  return router;
}
