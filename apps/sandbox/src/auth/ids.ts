import { randomBytes, randomUUID } from 'node:crypto';

/** Stytch ids carry the project's environment: `user-test-<uuid>` for a `project-test-…` project. */
export type StytchEnvironment = 'test' | 'live';

export function environmentOf(projectId: string): StytchEnvironment {
  return projectId.startsWith('project-live-') ? 'live' : 'test';
}

export function stytchId(prefix: 'user' | 'email' | 'session' | 'request-id', environment: StytchEnvironment): string {
  return `${prefix}-${environment}-${randomUUID()}`;
}

/** Opaque session token, the same length and alphabet as Stytch's. */
export function sessionToken(): string {
  return randomBytes(33).toString('base64url');
}
