import { z } from 'zod';
import type { PendingLogin } from '../auth-types';

const pendingLoginSchema = z.object({
  email: z.string().min(1).max(320),
  methodId: z.string().min(1).max(200),
});

/** The intermediate-session cookie value: base64url JSON, so it stays a plain cookie token. */
export function encodePendingLogin(pending: PendingLogin): string {
  return Buffer.from(JSON.stringify({ email: pending.email, methodId: pending.methodId }), 'utf8').toString('base64url');
}

/** The pending login in a cookie value, or null for anything missing, malformed or tampered into another shape. */
export function decodePendingLogin(value: string | null | undefined): PendingLogin | null {
  if (!value) return null;
  try {
    const parsed = pendingLoginSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
