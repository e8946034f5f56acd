import type { CategoryRow } from '../db/schema';
import { CategoryTree, categoryName } from './category-tree';

const row = (id: string, parentId: string | null, level: number, position = 0): CategoryRow => ({
  id,
  parentId,
  level,
  position,
  nameFi: `${id}-fi`,
  nameEn: `${id}-en`,
  nameSv: `${id}-sv`,
  nameNl: `${id}-nl`,
});

const tree = new CategoryTree(
  [row('electronics', null, 1), row('phones', 'electronics', 2, 1), row('computers', 'electronics', 2, 0), row('smartphones', 'phones', 3), row('garden', null, 2, 1)],
  new Map([
    ['smartphones', 5],
    ['phones', 1],
    ['computers', 2],
  ]),
);

describe('CategoryTree', () => {
  it('orders children by position', () => {
    expect(tree.children('electronics').map((c) => c.id)).toEqual(['computers', 'phones']);
    expect(tree.roots().map((c) => c.id)).toEqual(['electronics', 'garden']);
  });

  it('gives the path root first', () => {
    expect(tree.path('smartphones').map((c) => c.id)).toEqual(['electronics', 'phones', 'smartphones']);
    expect(tree.path('unknown')).toEqual([]);
  });

  it('lists a subtree and counts its products', () => {
    expect(tree.subtreeIds('phones')).toEqual(['phones', 'smartphones']);
    expect(tree.productCount('electronics')).toBe(8);
    expect(tree.productCount('phones')).toBe(6);
    expect(tree.productCount('garden')).toBe(0);
  });

  it('finds the branch below an ancestor', () => {
    expect(tree.branchUnder('electronics', 'smartphones')?.id).toBe('phones');
    expect(tree.branchUnder(null, 'smartphones')?.id).toBe('electronics');
    expect(tree.branchUnder('computers', 'smartphones')).toBeUndefined();
  });

  it('names categories per language', () => {
    const phones = tree.get('phones')!;
    expect([categoryName(phones, 'fi'), categoryName(phones, 'en'), categoryName(phones, 'sv'), categoryName(phones, 'nl')]).toEqual([
      'phones-fi',
      'phones-en',
      'phones-sv',
      'phones-nl',
    ]);
  });
});
