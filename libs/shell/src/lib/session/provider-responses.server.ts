import { z } from 'zod';
import type { AuthUser } from './auth-user';

// The provider is a trust boundary: read only what is used, and check it.
const userSchema = z.object({
  user_id: z.string().min(1),
  emails: z.array(z.object({ email: z.string() })).default([]),
});

export const loginOrCreateResponseSchema = z.object({
  /** Stytch answers the e-mail id; it is the method id the code is verified against. */
  email_id: z.string().min(1),
});

export const sessionResponseSchema = z.object({
  session_token: z.string().min(1),
  session_jwt: z.string().min(1),
  user: userSchema,
  session: z.object({ expires_at: z.string().optional() }).partial().optional(),
});

export type ParsedSessionResponse = z.infer<typeof sessionResponseSchema>;

/** The first e-mail is the user's; fall back to the address the code was sent to. */
export function authUserOf(response: ParsedSessionResponse, fallbackEmail = ''): AuthUser {
  return { userId: response.user.user_id, email: response.user.emails[0]?.email ?? fallbackEmail };
}

export function sessionExpiryOf(response: ParsedSessionResponse): Date | null {
  const value = response.session?.expires_at;
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
