import { campaignFixture } from '../../testing';
import {
  bannerIn,
  currentCampaign,
  decideBanner,
  isCampaignRunning,
  isDismissalInForce,
  localIsoDate,
  withholdForUsedCodes,
  type CampaignDismissal,
} from './campaign-rules';

const star = campaignFixture(); // 2026-03-01..2026-03-31, first-time buyers, code STAR
const blackFriday = campaignFixture({
  id: 'black_friday',
  duration: { start: '2026-03-20', end: '2026-03-23' },
  firstTimeBuyer: false,
  discountPromotion: null,
  link: '/blackfriday',
});

const decide = (today: string, usedCouponCodes: string[] = [], dismissal: CampaignDismissal | null = null, campaigns = [star]) =>
  decideBanner({ campaigns, today, usedCouponCodes, dismissal });

describe('campaign banner rules', () => {
  describe('duration', () => {
    it.each([
      ['the day before the start', '2026-02-28', false],
      ['the start day', '2026-03-01', true],
      ['a day within', '2026-03-15', true],
      ['the end day', '2026-03-31', true],
      ['the day after the end', '2026-04-01', false],
    ])('shows the banner on %s: %s -> %s', (_name, today, shown) => {
      expect(isCampaignRunning(star, today)).toBe(shown);
      expect(decide(today).campaign?.id ?? null).toBe(shown ? 'coupon_STAR' : null);
    });

    it('never shows an inactive campaign or one with unreadable dates', () => {
      expect(isCampaignRunning({ ...star, isActive: false }, '2026-03-15')).toBe(false);
      expect(isCampaignRunning({ ...star, duration: { start: 'soon', end: '2026-03-31' } }, '2026-03-15')).toBe(false);
    });
  });

  it('hides the banner once any coupon code was used', () => {
    expect(decide('2026-03-15', ['ABC']).campaign).toBeNull();
    expect(decide('2026-03-15', ['ABC'], null, [blackFriday]).campaign).toBeNull();
  });

  describe('a dismissal', () => {
    const dismissedOn = (dismissedAt: string, campaignId = 'coupon_STAR') => ({ dismissedAt, campaignId });

    it.each([
      ['the dismissal day', '2026-03-05', true],
      ['day 7 after it', '2026-03-12', true],
      ['day 8 after it', '2026-03-13', false],
    ])('on %s (%s) hides the banner: %s', (_name, today, hidden) => {
      expect(isDismissalInForce(dismissedOn('2026-03-05'), 'coupon_STAR', today)).toBe(hidden);
      expect(decide(today, [], dismissedOn('2026-03-05'))).toEqual(
        hidden ? { campaign: null, removeDismissal: false } : { campaign: star, removeDismissal: true },
      );
    });

    it('of another campaign is stale: removed, and the banner shows', () => {
      expect(decide('2026-03-06', [], dismissedOn('2026-03-05', 'old_campaign'))).toEqual({ campaign: star, removeDismissal: true });
    });

    it('with an unreadable date is stale', () => {
      expect(decide('2026-03-06', [], dismissedOn('yesterday'))).toEqual({ campaign: star, removeDismissal: true });
    });
  });

  describe('first-time-buyer campaigns', () => {
    it('are eligible only while no code was used; then the next running campaign is the current one', () => {
      expect(currentCampaign([star, blackFriday], '2026-03-21', [])?.id).toBe('coupon_STAR');
      expect(currentCampaign([star, blackFriday], '2026-03-21', ['STAR'])?.id).toBe('black_friday');
      expect(currentCampaign([star], '2026-03-21', ['STAR'])).toBeNull();
    });

    it('withhold their link and discount promotion once a code was used', () => {
      expect(withholdForUsedCodes(star, ['ABC'])).toMatchObject({ link: null, discountPromotion: null });
      expect(withholdForUsedCodes(star, [])).toBe(star);
      expect(withholdForUsedCodes(blackFriday, ['ABC'])).toBe(blackFriday);
    });
  });

  it('the first running campaign is the current one', () => {
    expect(decide('2026-03-21', [], null, [blackFriday, star]).campaign?.id).toBe('black_friday');
    expect(decide('2026-03-25', [], null, [blackFriday, star]).campaign?.id).toBe('coupon_STAR');
  });

  it('picks the banner texts of the page language, the campaign banner without a translation', () => {
    expect(bannerIn(star, 'SV').text).toMatch(/^SV:/);
    expect(bannerIn({ ...star, translations: [] }, 'SV').text).toMatch(/^FI:/);
  });

  it('reads today in the shopper’s own time zone', () => {
    expect(localIsoDate(new Date(2026, 2, 1, 0, 30))).toBe('2026-03-01');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
