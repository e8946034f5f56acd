import { z } from 'zod/mini';
import type { AddressValidationErrorCode } from './address-codes';

// Built on first use, not while the page's scripts load.
let emailSchema: z.ZodMiniEmail | undefined;

/**
 * Why an e-mail address cannot receive the order confirmation, or null: the common address form (ASCII
 * local part without leading, trailing or double dots; a domain with a top-level part of two letters or
 * more), at most 254 characters with a local part of at most 64.
 */
export function emailError(value: string): AddressValidationErrorCode | null {
  const email = value.trim();
  if (email.length > 254) return 'INVALID_EMAIL';
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return 'INVALID_EMAIL';
  emailSchema ??= z.email();
  return emailSchema.safeParse(email).success ? null : 'INVALID_EMAIL';
}
