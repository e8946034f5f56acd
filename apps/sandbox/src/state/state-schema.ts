import { z } from 'zod';
import { clockStateSchema } from '../clock/sandbox-clock';
import { couriersStateSchema, emptyCouriersState } from '../couriers/courier-state-schema';
import { invoicesStateSchema } from '../invoices/invoice-state-schema';
import { emptyMerchantShopsState, merchantShopsStateSchema } from '../merchants/shop-state-schema';
import { emptyPaymentsState, paymentsStateSchema } from '../payments/payment-state-schema';
import { epochMs } from './state-fields';

/**
 * Shape of the sandbox state file. Everything a developer's session depends on lives here, so a
 * restarted sandbox still accepts yesterday's session cookie.
 */
export const storedUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  email_id: z.string(),
  email_verified: z.boolean(),
  created_at: epochMs,
});

export const storedFactorSchema = z.object({
  type: z.string(),
  delivery_method: z.string(),
  email_id: z.string(),
  email_address: z.string(),
  created_at: epochMs,
  last_authenticated_at: epochMs,
});

export const storedSessionSchema = z.object({
  session_id: z.string(),
  user_id: z.string(),
  session_token: z.string(),
  started_at: epochMs,
  last_accessed_at: epochMs,
  expires_at: epochMs,
  attributes: z.object({ ip_address: z.string(), user_agent: z.string() }),
  authentication_factors: z.array(storedFactorSchema),
  custom_claims: z.record(z.string(), z.unknown()),
});

export const pendingCodeSchema = z.object({
  method_id: z.string(),
  user_id: z.string(),
  code: z.string().regex(/^\d{6}$/),
  created_at: epochMs,
  expires_at: epochMs,
});

export const methodAttemptsSchema = z.object({
  method_id: z.string(),
  failed_attempts: z.number().int().min(0),
  locked_at: epochMs.nullable(),
  locked_until: epochMs.nullable(),
});

export const storedSigningKeySchema = z.object({
  kid: z.string(),
  private_key_pem: z.string().includes('PRIVATE KEY'),
  created_at: epochMs,
});

export const languageSchema = z.enum(['fi', 'en', 'sv', 'nl']);
export type MailLanguage = z.infer<typeof languageSchema>;

export const mailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** `login`/`signup`: the auth stand-in's code mails; `api`: sent by Kori through the mail API. */
  template: z.enum(['login', 'signup', 'api']),
  templateId: z.string().nullable(),
  language: languageSchema,
  code: z.string().optional(),
  /** The sender, for mail that came through the mail API. */
  from: z.string().optional(),
  sentAt: z.string(),
});

export const sandboxStateSchema = z.object({
  version: z.literal(1),
  signingKey: storedSigningKeySchema.nullable(),
  users: z.record(z.string(), storedUserSchema),
  sessions: z.record(z.string(), storedSessionSchema),
  pendingCodes: z.record(z.string(), pendingCodeSchema),
  methodAttempts: z.record(z.string(), methodAttemptsSchema),
  mailbox: z.array(mailMessageSchema),
  // Added after version 1 shipped: a file without it still loads, with no carts, orders or faults.
  merchantShops: merchantShopsStateSchema.default(emptyMerchantShopsState),
  // Added later still: a file without it loads with no payments.
  payments: paymentsStateSchema.default(emptyPaymentsState),
  // Added later still: the sandbox clock, injected courier events and invoices (a file without them still loads).
  clock: clockStateSchema.default(() => ({ offsetMinutes: 0 })),
  couriers: couriersStateSchema.default(emptyCouriersState),
  invoices: invoicesStateSchema.default(() => ({})),
});

export type StoredUser = z.infer<typeof storedUserSchema>;
export type StoredFactor = z.infer<typeof storedFactorSchema>;
export type StoredSession = z.infer<typeof storedSessionSchema>;
export type PendingCode = z.infer<typeof pendingCodeSchema>;
export type MethodAttempts = z.infer<typeof methodAttemptsSchema>;
export type StoredSigningKey = z.infer<typeof storedSigningKeySchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;
export type SandboxState = z.infer<typeof sandboxStateSchema>;

export function emptyState(): SandboxState {
  return {
    version: 1,
    signingKey: null,
    users: {},
    sessions: {},
    pendingCodes: {},
    methodAttempts: {},
    mailbox: [],
    merchantShops: emptyMerchantShopsState(),
    payments: emptyPaymentsState(),
    clock: { offsetMinutes: 0 },
    couriers: emptyCouriersState(),
    invoices: {},
  };
}
