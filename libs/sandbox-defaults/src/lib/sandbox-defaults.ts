/**
 * The local sandbox's credentials: the sandbox accepts them by default and Kori's API sends them by
 * default, so both start with no configuration. Fine for a demo, never for a deployment.
 */
export const DEFAULT_STYTCH_PROJECT_ID = 'project-test-00000000-0000-4000-8000-000000000000';
export const DEFAULT_STYTCH_SECRET = 'secret-test-kori-sandbox-0000000000';
/** The bearer token Kori's checkout agents show the sandbox's merchant shops. */
export const DEFAULT_MERCHANT_AGENT_TOKEN = 'agent-token-kori-sandbox-0000000000';
/** The payment providers' sandbox credentials. */
export const PAYMENT_SANDBOX_DEFAULTS = {
  STRIPE_SECRET_KEY: 'sk_test_kori_sandbox_000000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_kori_sandbox_000000000000000000',
  ADYEN_API_KEY: 'adyen-api-key-kori-sandbox-0000000000',
  ADYEN_MERCHANT_ACCOUNT: 'KoriSandboxECOM',
  /** Hex, as Adyen shows HMAC keys (the bytes of "kori-sandbox-adyen-hmac-key-0000"). */
  ADYEN_HMAC_KEY: '6b6f72692d73616e64626f782d616479656e2d686d61632d6b65792d30303030',
  AVARDA_CLIENT_ID: 'kori-sandbox-avarda-client',
  AVARDA_CLIENT_SECRET: 'avarda-secret-kori-sandbox-0000000000',
} as const;
/** The server token of the sandbox's mail API (Postmark's protocol, header `X-Postmark-Server-Token`). */
export const DEFAULT_MAIL_API_TOKEN = 'mail-token-kori-sandbox-0000000000';
/** The secret of Kori's API's internal endpoints, shared by the storefront, the API and the sandbox. */
export const DEFAULT_INTERNAL_API_SECRET = 'internal-secret-kori-local-demo-0000';
