/**
 * @jest-environment node
 */
import { createRequesterDouble } from '@kori/graphql-schema/testing';
import { createTestLoadContext } from '@kori/shell/testing';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { BlackFridayDealsDocument } from '../../graphql/generated/graphql';
import { blackFridayDealFixture } from '../../testing';
import { blackFridayLoader } from './black-friday-loader.server';

function args(url: string, context: LoaderFunctionArgs['context']): LoaderFunctionArgs {
  return { request: new Request(url), params: {}, context };
}

describe('blackFridayLoader', () => {
  it('loads the biggest drops of the region with the page texts', async () => {
    const graphql = createRequesterDouble().on(BlackFridayDealsDocument, { deals: { totalCount: 1, deals: [blackFridayDealFixture()] } });
    const data = await blackFridayLoader(args('http://kori.test/blackfriday', createTestLoadContext({ graphql, locale: 'nl-NL', region: 'NL' })));
    expect(graphql.calls[0]?.variables).toEqual({ region: 'NL', language: 'NL', perPage: 48 });
    expect(data.deals).toHaveLength(1);
    expect(data.meta.title).toBe('Black Friday-deals – de grootste prijsdalingen | Kori');
    expect(data.meta.canonicalUrl).toBe('http://kori.test/blackfriday');
    expect(data.meta.alternates?.map((link) => link.hrefLang)).toContain('x-default');
  });
});
