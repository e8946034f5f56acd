import { campaigns } from '../db/schema';
import { addDays, utcToday } from '../domain/calendar-date';
import { useTestApi } from '../testing/use-test-api';

const t = useTestApi();

const ACTIVE_CAMPAIGNS = `query ($region: Region!) {
  activeCampaigns(region: $region) {
    id isActive duration { start end }
    banner { text shortText readMoreLink blurb }
    link discountPromotion { discountCode productBenefit { kind percent amount { price currency } minimumProductPrice { price currency } } } firstTimeBuyer affectsPricesOnProductPages
    translations { language banner { text shortText readMoreLink blurb } }
  }
}`;

interface CampaignResult {
  id: string;
  isActive: boolean;
  duration: { start: string; end: string };
  banner: { text: string; shortText: string; readMoreLink: string | null; blurb: string | null };
  link: string | null;
  discountPromotion: { discountCode: string; productBenefit: unknown } | null;
  firstTimeBuyer: boolean;
  affectsPricesOnProductPages: boolean;
  translations: { language: string; banner: { text: string } }[];
}

async function activeCampaigns(region: string, headers: Record<string, string> = {}): Promise<CampaignResult[]> {
  const result = await t.graphql<{ activeCampaigns: CampaignResult[] }>(ACTIVE_CAMPAIGNS, { region }, headers);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.activeCampaigns;
}

const today = utcToday();
const texts = (label: string) => ({ text: `${label} text`, shortText: `${label} short`, blurb: null });

beforeAll(async () => {
  const row = (id: string, overrides: Partial<typeof campaigns.$inferInsert>) => ({
    id,
    isActive: true,
    startsOn: addDays(today, -3),
    endsOn: addDays(today, 3),
    regions: ['FI' as const],
    bannerText: `${id} teksti`,
    bannerShortText: `${id} lyhyt`,
    translations: { en: texts(id) },
    ...overrides,
  });
  await t.db.db.insert(campaigns).values([
    row('test_running', { startsOn: addDays(today, 1), discountCode: 'RUN' }),
    row('test_inactive', { isActive: false }),
    row('test_ended', { startsOn: addDays(today, -10), endsOn: addDays(today, -2) }),
    row('test_future', { startsOn: addDays(today, 2), endsOn: addDays(today, 9) }),
    row('test_sweden_only', { regions: ['SE'] }),
  ]);
});

describe('activeCampaigns', () => {
  it('answers the seeded coupon_STAR campaign with its banner, read-more link, blurb and code', async () => {
    const star = (await activeCampaigns('FI')).find((campaign) => campaign.id === 'coupon_STAR');
    expect(star).toMatchObject({
      isActive: true,
      banner: { readMoreLink: '/campaign-terms' },
      discountPromotion: { discountCode: 'STAR' },
      firstTimeBuyer: true,
    });
    expect(star!.banner.text).toContain('STAR');
    expect(star!.banner.shortText).toBeTruthy();
    expect(star!.banner.blurb).toBeTruthy();
    expect(star!.translations.map((translation) => translation.language)).toEqual(['FI', 'EN', 'SV', 'NL']);
    expect(new Set(star!.translations.map((translation) => translation.banner.text)).size).toBe(4);
  });

  it("carries the STAR coupon's 10 % as the product benefit of a campaign that affects product prices", async () => {
    const star = (await activeCampaigns('SE')).find((campaign) => campaign.id === 'coupon_STAR');
    expect(star!.affectsPricesOnProductPages).toBe(true);
    expect(star!.discountPromotion).toEqual({ discountCode: 'STAR', productBenefit: { kind: 'PERCENTAGE', percent: 10, amount: null, minimumProductPrice: null } });
    // RUN has no coupon row, and test_running does not affect product prices anyway.
    const running = (await activeCampaigns('FI')).find((campaign) => campaign.id === 'test_running');
    expect(running!.discountPromotion).toEqual({ discountCode: 'RUN', productBenefit: null });
  });

  it('answers only active campaigns of the region running today (a day of slack either side), the newest start first', async () => {
    const ids = (await activeCampaigns('FI')).map((campaign) => campaign.id).filter((id) => id.startsWith('test_'));
    expect(ids).toEqual(['test_running']);
    const swedish = (await activeCampaigns('SE')).map((campaign) => campaign.id);
    expect(swedish).toContain('test_sweden_only');
    expect(swedish).not.toContain('test_running');
  });

  it('resolves the banner in the request language, Finnish where the campaign has no translation', async () => {
    const inEnglish = (await activeCampaigns('FI', { 'accept-language': 'en-FI,en;q=0.9' })).find((campaign) => campaign.id === 'test_running');
    expect(inEnglish!.banner).toEqual({ text: 'test_running text', shortText: 'test_running short', readMoreLink: null, blurb: null });
    const inSwedish = (await activeCampaigns('FI', { 'accept-language': 'sv' })).find((campaign) => campaign.id === 'test_running');
    expect(inSwedish!.banner.text).toBe('test_running teksti');
    const byRegion = (await activeCampaigns('FI')).find((campaign) => campaign.id === 'test_running');
    expect(byRegion).toMatchObject({ banner: { text: 'test_running teksti' }, discountPromotion: { discountCode: 'RUN' }, duration: { start: addDays(today, 1), end: addDays(today, 3) } });
  });

  it('refuses an unknown region as a bad request', async () => {
    const result = await t.graphql(ACTIVE_CAMPAIGNS, { region: 'DE' });
    expect(result.status).toBe(400);
    expect(result.body.errors?.length).toBeGreaterThan(0);
  });
});
