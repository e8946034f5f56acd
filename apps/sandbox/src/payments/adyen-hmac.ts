import { createHmac } from 'node:crypto';

/** The notification fields Adyen signs, in its order. */
export interface AdyenSignedFields {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: string;
}

/** Adyen's notification HMAC: base64 HMAC-SHA256, keyed with the hex key, over the fields joined by ":". */
export function adyenHmac(hexKey: string, item: AdyenSignedFields): string {
  const data = [item.pspReference, item.originalReference ?? '', item.merchantAccountCode, item.merchantReference, item.amount.value, item.amount.currency, item.eventCode, item.success].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}
