import type { SessionVerifier, VerifiedSession } from '../session-verifier';

/**
 * Test sessions by name: a bearer token `user.<name>.token` is a valid session of user
 * `<userPrefix>-<name>` (e-mail `<name>@example.com`); `extra` names further tokens and their sessions.
 * Any other token is no session, and no e-mail is ever looked up.
 */
export function bearerSessions(userPrefix: string, extra: Readonly<Record<string, VerifiedSession>> = {}): SessionVerifier {
  return {
    async verify(token) {
      if (Object.hasOwn(extra, token)) return extra[token] ?? null;
      const match = /^user\.([a-z0-9-]+)\.token$/.exec(token);
      return match ? { userId: `${userPrefix}-${match[1]}`, sessionId: `session-${match[1]}`, email: `${match[1]}@example.com`, expiresAt: null } : null;
    },
    async lookupEmail() {
      return null;
    },
  };
}

/** The Authorization header of the test session `user.<name>.token`. */
export const asUser = (name: string) => ({ authorization: `Bearer user.${name}.token` });
