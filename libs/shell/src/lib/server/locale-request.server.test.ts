/** @jest-environment node */
import { createRequesterDouble } from '@kori/graphql-schema/testing';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createTestLoadContext } from '../../testing';
import { localeQuery, localeRequest, type LocaleVariables } from './locale-request.server';

describe('localeRequest', () => {
  it('derives the query variables and the formatter from the request locale', () => {
    const { context, variables, intl } = localeRequest(createTestLoadContext({ locale: 'sv-SE', region: 'SE' }));
    expect(context.locale).toBe('sv-SE');
    expect(variables).toEqual({ region: 'SE', language: 'SV' });
    expect(intl.locale).toBe('sv-SE');
  });
});

describe('localeQuery', () => {
  const Deals = parse('query Deals($region: Region!, $language: Language!, $perPage: Int!) { deals { totalCount } }') as TypedDocumentNode<
    { deals: { totalCount: number } },
    LocaleVariables & { perPage: number }
  >;

  it('reads the document with the locale variables besides its own, given up with the request', async () => {
    const graphql = createRequesterDouble().on(Deals, { deals: { totalCount: 3 } });
    const request = new Request('http://kori.test/deals');
    const { data, intl } = await localeQuery({ request, context: createTestLoadContext({ graphql, locale: 'fi-FI', region: 'FI' }) }, Deals, { perPage: 12 });
    expect(data).toEqual({ deals: { totalCount: 3 } });
    expect(graphql.calls[0]?.variables).toEqual({ perPage: 12, region: 'FI', language: 'FI' });
    expect(graphql.calls[0]?.init?.signal).toBe(request.signal);
    expect(intl.locale).toBe('fi-FI');
  });

  it("asks the shared cache of public answers when given how long it may keep one", async () => {
    const graphql = createRequesterDouble().on(Deals, { deals: { totalCount: 3 } });
    const args = { request: new Request('http://kori.test/deals'), context: createTestLoadContext({ graphql }) };
    await localeQuery(args, Deals, { perPage: 12 }, { cacheTtlMs: 15_000 });
    expect(graphql.calls[0]?.init?.cacheTtlMs).toBe(15_000);
  });
});
