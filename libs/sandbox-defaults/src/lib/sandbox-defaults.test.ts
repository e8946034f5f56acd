import { DEFAULT_INTERNAL_API_SECRET, DEFAULT_MAIL_API_TOKEN, DEFAULT_MERCHANT_AGENT_TOKEN, DEFAULT_STYTCH_SECRET, PAYMENT_SANDBOX_DEFAULTS } from './sandbox-defaults';

describe('sandbox defaults', () => {
  it('mark every secret as a local sandbox value', () => {
    for (const value of [DEFAULT_STYTCH_SECRET, DEFAULT_MERCHANT_AGENT_TOKEN, DEFAULT_MAIL_API_TOKEN, DEFAULT_INTERNAL_API_SECRET]) expect(value).toMatch(/kori-(sandbox|local-demo)/);
    expect(PAYMENT_SANDBOX_DEFAULTS.STRIPE_SECRET_KEY.startsWith('sk_test_')).toBe(true);
  });
  it('hold an Adyen HMAC key as 32 bytes of hex', () => {
    expect(Buffer.from(PAYMENT_SANDBOX_DEFAULTS.ADYEN_HMAC_KEY, 'hex')).toHaveLength(32);
  });
});
