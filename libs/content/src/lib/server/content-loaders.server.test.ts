/** @jest-environment node */
import type { GraphQLRequester } from '@kori/graphql-schema/server';
import { createTestLoadContext } from '@kori/shell/testing';
import { createLogger, type LogRecord } from '@kori/util-log';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { merchantFixture, merchantsQueryFixture } from '../../testing';
import { contentText } from '../texts/content-texts';
import { aboutLoader, campaignTermsLoader, helpLoader, privacyStatementLoader, termsAndConditionsLoader } from './content-loaders.server';
import { merchantLoader } from './merchant-loader.server';

function args(url: string, context = createTestLoadContext()): LoaderFunctionArgs {
  return { request: new Request(url), params: {}, context };
}

describe('text page loaders', () => {
  it('return the page text in the request language with its title, description and canonical URL', async () => {
    const data = await helpLoader(args('https://kori.example/help?setUsedCoupon=STAR#payment', createTestLoadContext({ locale: 'sv-SE', region: 'SE' })));
    expect(data.page).toBe('help');
    expect(data.document).toBe(contentText('help', 'sv'));
    expect(data.lastUpdated).toBe('2026-11-16');
    expect(data.meta).toEqual({
      title: 'Hjälpcenter – beställning, leverans, betalning och returer | Kori',
      description: 'Svar om att beställa från flera butiker på en gång, leverans, betalning, returer, inloggning, prisbevakningar och rabattkoder hos Kori.',
      // No query, no fragment: one address per page for search engines.
      canonicalUrl: 'https://kori.example/help',
    });
  });

  it.each([
    ['about', 'fi-FI', aboutLoader, 'Tietoa Korista – vertaa hintoja ja osta monesta kaupasta kerralla'],
    ['privacy-statement', 'en-FI', privacyStatementLoader, 'Privacy statement | Kori'],
    ['terms-and-conditions', 'nl-NL', termsAndConditionsLoader, 'Algemene voorwaarden | Kori'],
    ['campaign-terms', 'fi-FI', campaignTermsLoader, 'Kampanjaehdot – STAR-tervetuliaisalennus ja Kutsu ystävä | Kori'],
  ] as const)('the %s page in %s', async (page, locale, loader, title) => {
    const data = await loader(args(`http://localhost:3000/${page}`, createTestLoadContext({ locale })));
    expect(data.page).toBe(page);
    expect(data.document).toBe(contentText(page, locale.slice(0, 2) as 'fi' | 'en' | 'nl'));
    expect(data.meta.title).toBe(title);
    expect(data.meta.description.length).toBeGreaterThan(50);
    expect(data.meta.canonicalUrl).toBe(`http://localhost:3000/${page}`);
  });

  it('never call the API', async () => {
    const request = jest.fn();
    await helpLoader(args('https://kori.example/help', createTestLoadContext({ graphql: { request } })));
    expect(request).not.toHaveBeenCalled();
  });
});

describe('merchantLoader', () => {
  it('asks the API for the merchants of the shopper region and sorts them by name in the request language', async () => {
    const request = jest.fn().mockResolvedValue(
      merchantsQueryFixture([
        merchantFixture({ id: 'c', title: 'Ömsen' }),
        merchantFixture({ id: 'a', title: 'prisfyndet' }),
        merchantFixture({ id: 'b', title: 'Arkivet' }),
      ]),
    );
    const graphql: GraphQLRequester = { request };
    const data = await merchantLoader(args('https://kori.example/merchant?x=1', createTestLoadContext({ locale: 'sv-SE', region: 'SE', graphql })));

    expect(request).toHaveBeenCalledTimes(1);
    const [document, variables, init] = request.mock.calls[0]!;
    expect(document.definitions[0].name.value).toBe('Merchants');
    expect(variables).toEqual({ region: 'SE' });
    expect(init.signal).toBeInstanceOf(AbortSignal);

    expect(data.region).toBe('SE');
    // Swedish alphabet: Ö after P.
    expect(data.merchants?.map((merchant) => merchant.title)).toEqual(['Arkivet', 'prisfyndet', 'Ömsen']);
    expect(data.document).toBe(contentText('merchant', 'sv'));
    expect(data.meta.title).toBe('Butiker, leveransvillkor och hur erbjudandena rangordnas | Kori');
    expect(data.meta.canonicalUrl).toBe('https://kori.example/merchant');
  });

  it('still renders the page, without the list, when the API fails, and logs why', async () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ service: 'test', level: 'debug', write: (line) => records.push(JSON.parse(line) as LogRecord) });
    const graphql: GraphQLRequester = { request: jest.fn().mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:4000')) };

    const data = await merchantLoader(args('https://kori.example/merchant', createTestLoadContext({ region: 'NL', graphql, logger })));

    expect(data.merchants).toBeNull();
    expect(data.region).toBe('NL');
    expect(data.document.sections.length).toBeGreaterThan(0);
    expect(records).toEqual([expect.objectContaining({ level: 'warn', msg: 'Merchant list could not be loaded', region: 'NL' })]);
  });

  it('passes an empty list on as an empty list', async () => {
    const graphql: GraphQLRequester = { request: jest.fn().mockResolvedValue(merchantsQueryFixture([])) };
    const data = await merchantLoader(args('https://kori.example/merchant', createTestLoadContext({ graphql })));
    expect(data.merchants).toEqual([]);
  });
});
