// Fixtures for tests of pages that show the invite-a-friend loader data.
import type { InviteData } from './lib/pages/invite-data';
import { fixtureFactory } from '@kori/util-testing';

export const inviteDataFixture = fixtureFactory<InviteData>(() => ({
  meta: { title: 'Invite a friend | Kori', description: '', noindex: true },
  referralCode: 'KABC1234',
  shareUrl: 'https://kori.example/?setUsedCoupon=KABC1234',
  unavailable: false,
}));
