// Public, browser-safe entry of the referral feature: the invite-a-friend page.
export { InviteAFriendPage, inviteAFriendHandle } from './lib/pages/invite-page';
export { sharePath, SET_USED_COUPON_PARAM, type InviteData } from './lib/pages/invite-data';
