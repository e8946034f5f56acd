import type { z } from 'zod';
import type { PaymentProviderId } from '../payment-provider-port';

/**
 * A provider call that did not do what was asked: the provider refused it (`refused`: a 4xx, such as
 * capturing more than is authorised), could not be reached or failed (`unavailable`: network, 5xx,
 * timeout), or answered something the adapter cannot read (`invalid_response`). The message is for
 * logs, never for shoppers.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderId,
    readonly kind: 'refused' | 'unavailable' | 'invalid_response',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'PaymentProviderError';
  }
}

/** Reads a header by name whatever case the caller's map uses. */
export function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** A webhook body read as JSON and checked against the provider's notification shape; null when it is neither. */
export function parseNotification<T extends z.ZodTypeAny>(schema: T, rawBody: Buffer): z.infer<T> | null {
  try {
    const result = schema.safeParse(JSON.parse(rawBody.toString('utf8')));
    return result.success ? (result.data as z.infer<T>) : null;
  } catch {
    return null;
  }
}
