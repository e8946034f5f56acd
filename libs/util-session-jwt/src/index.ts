// Public entry of @kori/util-session-jwt: local verification of the auth provider's session JWTs.
export {
  createSessionJwtVerifier,
  type SessionJwtVerifier,
  type SessionJwtVerifierOptions,
  type SessionJwtResult,
  type VerifiedSession,
} from './lib/session-jwt-verifier';
