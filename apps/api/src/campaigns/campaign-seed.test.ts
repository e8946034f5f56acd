import { blackFridayOf, blackFridayWeek, seedCampaignRows, STAR_CAMPAIGN_ID } from './campaign-seed';

describe('starting campaigns', () => {
  it('finds Black Friday on the fourth Friday of November', () => {
    expect(blackFridayOf(2025)).toBe('2025-11-28');
    expect(blackFridayOf(2026)).toBe('2026-11-27');
    expect(blackFridayOf(2027)).toBe('2027-11-26');
  });

  it('dates the Black Friday week from the Monday before to Cyber Monday, the next one once it is over', () => {
    expect(blackFridayWeek('2026-06-01')).toEqual({ startsOn: '2026-11-23', endsOn: '2026-11-30' });
    expect(blackFridayWeek('2026-11-30')).toEqual({ startsOn: '2026-11-23', endsOn: '2026-11-30' });
    expect(blackFridayWeek('2026-12-01')).toEqual({ startsOn: '2027-11-22', endsOn: '2027-11-29' });
  });

  it('has coupon_STAR with full and short banner texts, a read-more link to /campaign-terms, a blurb and code STAR in every language', () => {
    const star = seedCampaignRows('2026-03-10').find((row) => row.id === STAR_CAMPAIGN_ID)!;
    expect(star).toMatchObject({ isActive: true, discountCode: 'STAR', bannerReadMoreLink: '/campaign-terms', startsOn: '2026-02-08', endsOn: '2027-03-10' });
    for (const texts of [{ text: star.bannerText, shortText: star.bannerShortText, blurb: star.bannerBlurb }, ...Object.values(star.translations!)]) {
      expect(texts.text).toContain('STAR');
      expect(texts.shortText.length).toBeLessThan(texts.text.length);
      expect(texts.blurb).toBeTruthy();
    }
    expect(Object.keys(star.translations!).sort()).toEqual(['en', 'nl', 'sv']);
  });
});
