import type { MetaDescriptor } from '@remix-run/node';
import { pageMeta } from './page-meta';

type MetaArgs = Parameters<typeof pageMeta>[0];
const rootTags: MetaDescriptor[] = [{ title: 'Kori' }, { name: 'description', content: 'Compare prices' }];
const args = (data: unknown) =>
  ({ data, params: {}, location: { pathname: '/' }, matches: [{ id: 'root', meta: rootTags }] }) as unknown as MetaArgs;

describe('pageMeta', () => {
  it("turns the loader's meta into title, description and Open Graph tags", () => {
    expect(pageMeta(args({ deals: [], meta: { title: 'Deals now', description: 'Cheap' } }))).toEqual([
      { title: 'Deals now' },
      { name: 'description', content: 'Cheap' },
      { property: 'og:title', content: 'Deals now' },
      { property: 'og:description', content: 'Cheap' },
    ]);
  });

  it.each([undefined, null, {}, { meta: { title: '' , description: 'x' } }, { meta: { title: 1 } }])(
    "keeps the root's tags when the data has no usable meta (%j)",
    (data) => {
      expect(pageMeta(args(data))).toEqual(rootTags);
    },
  );
});
