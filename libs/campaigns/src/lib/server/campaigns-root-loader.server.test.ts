/**
 * @jest-environment node
 */
import { createRequesterDouble } from '@kori/graphql-schema/testing';
import { createTestLoadContext } from '@kori/shell/testing';
import { createLogger } from '@kori/util-log';
import { ActiveCampaignsDocument } from '../../graphql/generated/graphql';
import { campaignFixture } from '../../testing';
import { campaignBannerSpaceFromRequest, campaignsRootLoaderData } from './campaigns-root-loader.server';

describe('campaignsRootLoaderData', () => {
  it("answers the region's running campaigns", async () => {
    const graphql = createRequesterDouble().on(ActiveCampaignsDocument, { activeCampaigns: [campaignFixture()] });
    const campaigns = await campaignsRootLoaderData(new Request('http://kori.test/'), createTestLoadContext({ graphql, locale: 'sv-SE', region: 'SE' }));
    expect(graphql.calls[0]?.variables).toEqual({ region: 'SE' });
    // Public data: answered from the shared cache for a minute.
    expect(graphql.calls[0]?.init).toMatchObject({ cacheTtlMs: 60_000 });
    expect(campaigns.map((campaign) => campaign.id)).toEqual(['coupon_STAR']);
  });

  it('answers no campaigns when the API fails, and logs it', async () => {
    const graphql = createRequesterDouble().on(ActiveCampaignsDocument, new Error('API down'));
    const lines: string[] = [];
    const logger = createLogger({ service: 'test', level: 'warn', write: (line) => lines.push(line) });
    await expect(campaignsRootLoaderData(new Request('http://kori.test/'), createTestLoadContext({ graphql, logger }))).resolves.toEqual([]);
    expect(lines.join('\n')).toContain('campaigns not available');
  });
});

describe('campaignBannerSpaceFromRequest', () => {
  it("keeps the banner's space unless the browser said its banner is hidden", () => {
    expect(campaignBannerSpaceFromRequest(new Request('http://kori.test/'))).toBe(true);
    expect(campaignBannerSpaceFromRequest(new Request('http://kori.test/', { headers: { cookie: 'a=b; campaign-banner-hidden=1' } }))).toBe(false);
    expect(campaignBannerSpaceFromRequest(new Request('http://kori.test/', { headers: { cookie: 'campaign-banner-hidden=yes' } }))).toBe(true);
  });
});
