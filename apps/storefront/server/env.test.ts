import { EnvValidationError } from '@kori/util-env';
import { DEPLOYED_SERVER_SETTINGS } from '@kori/util-env/testing';
import { loadStorefrontEnv } from './env';

function problemsFor(source: Record<string, string>): string[] {
  try {
    loadStorefrontEnv(source);
  } catch (error) {
    if (error instanceof EnvValidationError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be rejected');
}

describe('loadStorefrontEnv', () => {
  it('applies the documented defaults', () => {
    expect(loadStorefrontEnv({})).toEqual({
      NODE_ENV: 'production',
      PORT: 3000,
      API_URL: 'http://127.0.0.1:4000/graphql',
      SANDBOX_URL: 'http://127.0.0.1:4010',
      PUBLIC_GRAPHQL_ENDPOINT: '/graphql',
      NATIVE_APP_UA_MARKER: 'KoriApp',
      STYTCH_PROJECT_ID: 'project-test-00000000-0000-4000-8000-000000000000',
      STYTCH_SECRET: 'secret-test-kori-sandbox-0000000000',
      STYTCH_BASE_URL: 'http://127.0.0.1:4010/',
      LOG_LEVEL: 'info',
      KORI_DEPLOYMENT: false,
      PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
      CORS_ALLOWED_ORIGINS: [],
      API_BODY_LIMIT_BYTES: 1024 * 1024,
      INTERNAL_API_SECRET: 'internal-secret-kori-local-demo-0000',
      TRUSTED_PROXIES: ['loopback'],
      PAYMENT_PAGE_ORIGINS: ['http://127.0.0.1:4010'],
    });
  });

  it('reads the payment page origins and the Avarda script URL (the sandbox by default)', () => {
    const env = loadStorefrontEnv({
      PAYMENT_PAGE_ORIGINS: 'https://checkoutshopper-live.adyen.com, https://checkout.stripe.com',
      AVARDA_CHECKOUT_SCRIPT_URL: 'https://avdonl0s0checkout0.blob.core.windows.net/frontend/static/js/main.js',
    });
    expect(env.PAYMENT_PAGE_ORIGINS).toEqual(['https://checkoutshopper-live.adyen.com', 'https://checkout.stripe.com']);
    expect(env.AVARDA_CHECKOUT_SCRIPT_URL).toBe('https://avdonl0s0checkout0.blob.core.windows.net/frontend/static/js/main.js');
    expect(problemsFor({ PAYMENT_PAGE_ORIGINS: 'https://pay.example/path' })).toEqual([expect.stringMatching(/^PAYMENT_PAGE_ORIGINS\.0: must be an http\(s\) origin/)]);
    expect(problemsFor({ AVARDA_CHECKOUT_SCRIPT_URL: 'avarda.js' })).toEqual([expect.stringMatching(/^AVARDA_CHECKOUT_SCRIPT_URL: must be an absolute http\(s\) URL/)]);
  });

  it('reads the trusted proxies as addresses, ranges or Express’s names, and refuses anything else', () => {
    expect(loadStorefrontEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1,loopback' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.0.2.1', 'loopback']);
    expect(problemsFor({ TRUSTED_PROXIES: 'everyone' })).toEqual([expect.stringMatching(/^TRUSTED_PROXIES/)]);
  });

  it('reads given values and ignores unrelated variables', () => {
    const env = loadStorefrontEnv({ PORT: '3300', API_URL: 'http://api.internal:4000/graphql', HOST: '0.0.0.0', API_PORT: '4000' });
    expect(env.PORT).toBe(3300);
    expect(env.API_URL).toBe('http://api.internal:4000/graphql');
    expect(env.HOST).toBe('0.0.0.0');
    expect(env).not.toHaveProperty('API_PORT');
  });

  it('names every bad variable on its own line, with what it got', () => {
    const problems = problemsFor({
      PORT: 'eighty',
      API_URL: 'api:4000',
      LOG_LEVEL: 'loud',
      PUBLIC_GRAPHQL_ENDPOINT: 'graphql',
      NATIVE_APP_UA_MARKER: '',
    });
    expect(problems).toHaveLength(5);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: must be a port number \(got "eighty"\)$/),
        expect.stringMatching(/^API_URL: must be an absolute http\(s\) URL.*\(got "api:4000"\)$/),
        expect.stringMatching(/^LOG_LEVEL: must be one of debug, info, warn, error \(got "loud"\)$/),
        expect.stringMatching(/^PUBLIC_GRAPHQL_ENDPOINT: must be a path starting with \/ or an http\(s\) URL/),
        expect.stringMatching(/^NATIVE_APP_UA_MARKER: must not be empty/),
      ]),
    );
  });

  it('rejects ports outside 0..65535', () => {
    expect(problemsFor({ PORT: '70000' })).toEqual([expect.stringMatching(/^PORT: must be between 0 and 65535/)]);
  });

  it('reads the public origin and the CORS allow-list as origins, and refuses anything else', () => {
    const env = loadStorefrontEnv({ PUBLIC_ORIGIN: 'https://shop.example', CORS_ALLOWED_ORIGINS: 'https://app.example, https://b.example:8443' });
    expect(env.PUBLIC_ORIGIN).toBe('https://shop.example');
    expect(env.CORS_ALLOWED_ORIGINS).toEqual(['https://app.example', 'https://b.example:8443']);
    expect(loadStorefrontEnv({ PORT: '3300' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:3300');
    expect(problemsFor({ PUBLIC_ORIGIN: 'https://shop.example/fi' })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: must be an http\(s\) origin only/)]);
    expect(problemsFor({ CORS_ALLOWED_ORIGINS: 'https://ok.example,*' })).toEqual([expect.stringMatching(/^CORS_ALLOWED_ORIGINS\.1: must be an http\(s\) origin/)]);
  });
});

describe('loadStorefrontEnv with KORI_DEPLOYMENT=1', () => {
  const real = {
    ...DEPLOYED_SERVER_SETTINGS,
    PUBLIC_ORIGIN: 'https://shop.example',
    API_URL: 'http://api.internal:4000/graphql',
    AVARDA_CHECKOUT_SCRIPT_URL: 'https://checkout.avarda.example/v3/avarda-checkout.js',
    PAYMENT_PAGE_ORIGINS: 'https://pay.adyen.example,https://checkout.stripe.example',
  };

  it('starts with real settings', () => {
    expect(loadStorefrontEnv(real)).toMatchObject({ KORI_DEPLOYMENT: true, PUBLIC_ORIGIN: 'https://shop.example' });
  });

  it('refuses the sandbox credentials and URLs, naming each variable', () => {
    const problems = problemsFor({ KORI_DEPLOYMENT: '1' });
    expect(problems).toEqual([
      expect.stringMatching(/^STYTCH_SECRET: is the sandbox secret .*KORI_DEPLOYMENT=1/),
      expect.stringMatching(/^STYTCH_PROJECT_ID: is the sandbox project/),
      expect.stringMatching(/^STYTCH_BASE_URL: points at the sandbox/),
      expect.stringMatching(/^INTERNAL_API_SECRET: is the local demo secret/),
      expect.stringMatching(/^AVARDA_CHECKOUT_SCRIPT_URL: points at the sandbox/),
      expect.stringMatching(/^PAYMENT_PAGE_ORIGINS: must name/),
      expect.stringMatching(/^PUBLIC_ORIGIN: must be set/),
    ]);
    expect(problemsFor({ ...real, STYTCH_BASE_URL: 'http://localhost:4010/' })).toEqual([expect.stringMatching(/^STYTCH_BASE_URL:/)]);
    expect(problemsFor({ ...real, STYTCH_SECRET: 'secret-test-kori-sandbox-0000000000' })).toEqual([expect.stringMatching(/^STYTCH_SECRET:/)]);
  });

  it('keeps the sandbox defaults working without the switch (npm start, npm run dev)', () => {
    expect(loadStorefrontEnv({ KORI_DEPLOYMENT: '0' }).STYTCH_SECRET).toBe('secret-test-kori-sandbox-0000000000');
    expect(problemsFor({ KORI_DEPLOYMENT: 'yes' })).toEqual([expect.stringMatching(/^KORI_DEPLOYMENT: must be 0 or 1/)]);
  });
});
