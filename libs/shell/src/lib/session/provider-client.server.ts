import {
  Client,
  type OTPsAuthenticateRequest,
  type OTPsAuthenticateResponse,
  type OTPsEmailLoginOrCreateRequest,
  type OTPsEmailLoginOrCreateResponse,
  type SessionsAuthenticateRequest,
  type SessionsAuthenticateResponse,
  type SessionsRevokeRequest,
  type SessionsRevokeResponse,
} from 'stytch';

/** The part of the stytch SDK the storefront uses; the real `Client` and the fake in testing.ts satisfy it. */
export interface StytchAuthClient {
  otps: {
    email: { loginOrCreate(data: OTPsEmailLoginOrCreateRequest): Promise<OTPsEmailLoginOrCreateResponse> };
    authenticate(data: OTPsAuthenticateRequest): Promise<OTPsAuthenticateResponse>;
  };
  sessions: {
    authenticate(data: SessionsAuthenticateRequest): Promise<SessionsAuthenticateResponse>;
    revoke(data: SessionsRevokeRequest): Promise<SessionsRevokeResponse>;
  };
}

export interface StytchConfig {
  STYTCH_PROJECT_ID: string;
  STYTCH_SECRET: string;
  /** The sandbox by default; https://test.stytch.com/ or https://api.stytch.com/ for the real provider. */
  STYTCH_BASE_URL: string;
}

/** How long a call to the auth provider may take before the storefront gives up (the SDK waits 10 minutes). */
export const AUTH_PROVIDER_TIMEOUT_MS = 5_000;

/** Thrown when the auth provider does not answer in time; it has no error type, so it counts as transient. */
export class AuthProviderTimeoutError extends Error {
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`The auth provider did not answer ${operation} within ${timeoutMs} ms`);
    this.name = 'AuthProviderTimeoutError';
  }
}

function withTimeout<T>(operation: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthProviderTimeoutError(operation, timeoutMs)), timeoutMs);
  });
  return Promise.race([call(), timeout]).finally(() => clearTimeout(timer));
}

/** The same client, every call of which fails with AuthProviderTimeoutError after `timeoutMs`. */
export function withProviderTimeout(client: StytchAuthClient, timeoutMs = AUTH_PROVIDER_TIMEOUT_MS): StytchAuthClient {
  return {
    otps: {
      email: { loginOrCreate: (data) => withTimeout('otps.email.loginOrCreate', timeoutMs, () => client.otps.email.loginOrCreate(data)) },
      authenticate: (data) => withTimeout('otps.authenticate', timeoutMs, () => client.otps.authenticate(data)),
    },
    sessions: {
      authenticate: (data) => withTimeout('sessions.authenticate', timeoutMs, () => client.sessions.authenticate(data)),
      revoke: (data) => withTimeout('sessions.revoke', timeoutMs, () => client.sessions.revoke(data)),
    },
  };
}

// One client per configuration for the process: it holds no request state, only credentials and a JWKS cache.
const clients = new Map<string, StytchAuthClient>();

export function stytchClientFor(config: StytchConfig): StytchAuthClient {
  const key = JSON.stringify([config.STYTCH_PROJECT_ID, config.STYTCH_SECRET, config.STYTCH_BASE_URL]);
  let client = clients.get(key);
  if (!client) {
    const sdk = new Client({
      project_id: config.STYTCH_PROJECT_ID,
      secret: config.STYTCH_SECRET,
      env: config.STYTCH_BASE_URL,
      timeout: AUTH_PROVIDER_TIMEOUT_MS,
    });
    client = withProviderTimeout(sdk);
    clients.set(key, client);
  }
  return client;
}
