// Server-only entry of the referral feature: the invite-a-friend page's loader.
import { createInviteLoader } from './lib/server/invite-loader.server';

/** GET /invite-a-friend: the signed-in shopper's code, or a redirect to the login overlay. */
export const inviteAFriendLoader = createInviteLoader();

export { createInviteLoader, defaultInviteLoaderDeps, type InviteLoaderDeps } from './lib/server/invite-loader.server';
