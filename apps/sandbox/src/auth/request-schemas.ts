import { z } from 'zod';

/**
 * Request bodies of the Stytch endpoints the sandbox implements, with Stytch's bounds. Optional
 * fields also accept null, which clients sometimes send for "not given".
 */
const attributesSchema = z.object({ ip_address: z.string().nullish(), user_agent: z.string().nullish() });
const customClaimsSchema = z.record(z.string(), z.unknown());
/** Stytch allows sessions from 5 minutes up to 366 days. */
const sessionDurationSchema = z.number().int().min(5).max(527040);

export const loginOrCreateSchema = z.object({
  email: z.string(),
  expiration_minutes: z.number().int().min(1).max(10).nullish(),
  attributes: attributesSchema.nullish(),
  create_user_as_pending: z.boolean().nullish(),
  locale: z.string().nullish(),
  login_template_id: z.string().nullish(),
  signup_template_id: z.string().nullish(),
});

export const otpAuthenticateSchema = z.object({
  method_id: z.string().min(1),
  code: z.string().min(1),
  attributes: attributesSchema.nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
  session_token: z.string().min(1).nullish(),
  session_jwt: z.string().min(1).nullish(),
  session_duration_minutes: sessionDurationSchema.nullish(),
  session_custom_claims: customClaimsSchema.nullish(),
});

export const sessionsAuthenticateSchema = z
  .object({
    session_token: z.string().min(1).nullish(),
    session_jwt: z.string().min(1).nullish(),
    session_duration_minutes: sessionDurationSchema.nullish(),
    session_custom_claims: customClaimsSchema.nullish(),
  })
  .refine((body) => Boolean(body.session_token || body.session_jwt), {
    message: 'session_token or session_jwt is required',
  });

export const sessionsRevokeSchema = z
  .object({
    session_id: z.string().min(1).nullish(),
    session_token: z.string().min(1).nullish(),
    session_jwt: z.string().min(1).nullish(),
  })
  .refine((body) => Boolean(body.session_id || body.session_token || body.session_jwt), {
    message: 'one of session_id, session_token or session_jwt is required',
  });

export const emailSchema = z.email();
