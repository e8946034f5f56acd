import { z } from 'zod';

/** PUT /api/cookies/:name options: exactly these, readable by the page, Strict, secure, whole site. */
export function cookieOptionsSchema(maxAgeLimit: number) {
  return z
    .object({
      maxAge: z.number().min(0).max(maxAgeLimit),
      sameSite: z.literal(true),
      path: z.literal('/'),
      httpOnly: z.literal(false),
      secure: z.literal(true),
    })
    .strict();
}

export type CookieOptions = z.infer<ReturnType<typeof cookieOptionsSchema>>;
