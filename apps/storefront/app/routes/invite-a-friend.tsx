// Signed-out shoppers are sent to the login overlay; the loader's `meta` gives the page's title and description.
export { inviteAFriendLoader as loader } from '@kori/referral/server';
export { InviteAFriendPage as default, inviteAFriendHandle as handle } from '@kori/referral';
export { pageMeta as meta } from '../page-meta';
