import { createTestLoadContext } from '@kori/shell/testing';
import { rootLoader } from './root-loader.server';
import { testRootMetaTexts } from './testing/root-data';

describe('root loader', () => {
  it("gives the request locale, its document title texts (no catalogue), the public config, session presence, consent and the cart id", async () => {
    const context = createTestLoadContext({ locale: 'sv-SE', region: 'SE', isNativeApp: true });
    const request = new Request('http://localhost/', {
      headers: { cookie: 'consent-levels=1-1_2-1_3-0_4-1; cart-id=0b9f1c2e-5a4d-4c3b-9e8f-7a6b5c4d3e2f' },
    });
    const { campaigns, ...data } = await rootLoader({ request, params: {}, context });
    expect(data).toEqual({
      locale: 'sv-SE',
      metaTexts: testRootMetaTexts('sv-SE'),
      config: { graphqlEndpoint: '/graphql', nativeAppMarker: 'KoriApp' },
      isNativeApp: true,
      auth: { hasSession: false, user: null, pendingLogin: null, isNativeApp: true, nativeAppMarker: 'KoriApp' },
      consent: { decided: true, levels: { preferences: true, statistics: false, advertising: true } },
      cart: { cartId: '0b9f1c2e-5a4d-4c3b-9e8f-7a6b5c4d3e2f' },
      // No "banner hidden" hint: the page keeps the campaign banner's space.
      campaignBannerSpace: true,
    });
    expect(JSON.stringify(data)).not.toContain('STYTCH');
    // Awaited: no campaigns when the API is not reachable, and the page still renders.
    expect(campaigns).toEqual([]);
  });

  it("keeps no space for the campaign banner when the browser's hint says its banner is hidden", async () => {
    const request = new Request('http://localhost/', { headers: { cookie: 'campaign-banner-hidden=1' } });
    const data = await rootLoader({ request, params: {}, context: createTestLoadContext() });
    expect(data.campaignBannerSpace).toBe(false);
  });
});
