import { data } from '@remix-run/node';
import { createSignedInPageLoader, defaultSignedInLoaderDeps, publicUrl, signedInPageMeta, type SignedInLoaderDeps } from '@kori/shell/server';
import { GetMyReferralCodeDocument } from '../../graphql/generated/graphql';
import { sharePath, type InviteData } from '../pages/invite-data';

/** Signed-in pages only: a visitor without a session is sent to the login overlay. */
export type InviteLoaderDeps = SignedInLoaderDeps;

export const defaultInviteLoaderDeps: InviteLoaderDeps = defaultSignedInLoaderDeps;

/** The loader of /invite-a-friend (tests build their own with doubles). */
export function createInviteLoader(overrides: Partial<InviteLoaderDeps> = {}) {
  /** GET /invite-a-friend: the shopper's code and share link, or a redirect to the login overlay. */
  return createSignedInPageLoader(overrides, async ({ ctx, headers, intl }, { request }) => {
    const meta = signedInPageMeta(intl, { titleKey: 'referral.invite.title', descriptionKey: 'referral.invite.description' });
    try {
      const result = await ctx.graphql.request(GetMyReferralCodeDocument, { region: ctx.region }, { signal: request.signal });
      const referralCode = result.me?.referralCode ?? null;
      const body: InviteData = { meta, referralCode, shareUrl: referralCode ? publicUrl(ctx, sharePath(referralCode)) : null, unavailable: false };
      return data(body, { headers });
    } catch (error) {
      ctx.logger.warn('referral.invite.read.failed', { error: String(error) });
      const body: InviteData = { meta, referralCode: null, shareUrl: null, unavailable: true };
      return data(body, { status: 503, headers });
    }
  });
}
