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

// One client per configuration for the process: it holds no request state, only credentials and a JWKS cache.
const clients = new Map<string, StytchAuthClient>();

export function stytchClientFor(config: StytchConfig): StytchAuthClient {
  const key = JSON.stringify([config.STYTCH_PROJECT_ID, config.STYTCH_SECRET, config.STYTCH_BASE_URL]);
  let client = clients.get(key);
  if (!client) {
    client = new Client({ project_id: config.STYTCH_PROJECT_ID, secret: config.STYTCH_SECRET, env: config.STYTCH_BASE_URL });
    clients.set(key, client);
  }
  return client;
}
