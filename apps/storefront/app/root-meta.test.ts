import { SUPPORTED_LOCALES } from '@kori/i18n';
import { testMessages } from '@kori/i18n/testing';
import { rootMeta } from './root-meta';
import type { RootData } from './root-data';
import { testRootData } from './testing/root-data';

type MetaArgs = Parameters<typeof rootMeta>[0];

function args(data: Partial<RootData> | undefined, error?: unknown): MetaArgs {
  return { data, error, params: {}, location: { pathname: '/' }, matches: [] } as unknown as MetaArgs;
}

const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };

describe('rootMeta', () => {
  it.each(SUPPORTED_LOCALES)('gives the site name and tagline in %s from the texts in the root data', (locale) => {
    const messages = testMessages(locale);
    expect(rootMeta(args(testRootData(locale)))).toEqual([
      { title: messages['shell.siteName'] },
      { name: 'description', content: messages['shell.tagline'] },
    ]);
  });

  it.each(SUPPORTED_LOCALES)('titles the 404 and 500 pages in %s and keeps them out of search engines', (locale) => {
    const messages = testMessages(locale);
    expect(rootMeta(args(testRootData(locale), notFound))).toEqual([
      { title: `${messages['errors.notFound.title']} | ${messages['shell.siteName']}` },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(rootMeta(args(testRootData(locale), new Error('API down')))).toEqual([
      { title: `${messages['errors.server.title']} | ${messages['shell.siteName']}` },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('falls back to the site name when there is no root data (the root loader itself failed)', () => {
    expect(rootMeta(args(undefined, new Error('down')))).toEqual([{ title: 'Kori' }, { name: 'robots', content: 'noindex' }]);
    expect(rootMeta(args(undefined))).toEqual([{ title: 'Kori' }, { name: 'description', content: '' }]);
  });
});
