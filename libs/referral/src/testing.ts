// Fixtures for tests of pages that show the invite-a-friend loader data.
import type { InviteData } from './lib/pages/invite-data';

export function inviteDataFixture(overrides: Partial<InviteData> = {}): InviteData {
  return {
    meta: { title: 'Invite a friend | Kori', description: '', noindex: true },
    referralCode: 'KABC1234',
    shareUrl: 'https://kori.example/?setUsedCoupon=KABC1234',
    unavailable: false,
    ...overrides,
  };
}
