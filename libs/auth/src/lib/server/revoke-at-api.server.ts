import { readSessionJwt, type StorefrontRequestContext } from '@kori/shell/server';
import { RevokeSessionDocument } from '../../graphql/generated/graphql';

/**
 * Tells the API that the session in the request's cookies has ended, so it stops serving that user for
 * the token at once instead of until the JWT expires. Failures are logged, never thrown: signing out of
 * this browser must not depend on the API.
 */
export async function revokeSessionAtApi(ctx: StorefrontRequestContext, request: Request): Promise<void> {
  const jwt = readSessionJwt(request.headers.get('cookie'));
  if (!jwt) return;
  try {
    const result = await ctx.graphql.request(RevokeSessionDocument, {}, { headers: { authorization: `Bearer ${jwt}` } });
    // False: the API no longer takes the token (expired or already revoked); nothing is served for it anyway.
    if (!result.revokeSession) ctx.logger.info('auth.logout.apiRevokeIgnored');
  } catch (error) {
    ctx.logger.warn('auth.logout.apiRevokeFailed', { error: error instanceof Error ? error.message : String(error) });
  }
}
