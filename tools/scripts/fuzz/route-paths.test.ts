import { routePath } from './route-paths';

describe('routePath', () => {
  it('turns flat route file names into paths with sample parameters', () => {
    const samples = { categoryId: 'phones', productName: 'p', productId: '7', '*': 'tv-price' };
    expect(routePath('_index.tsx', samples)).toBe('/');
    expect(routePath('deals._index.tsx', samples)).toBe('/deals');
    expect(routePath('deals.$categoryId.tsx', samples)).toBe('/deals/phones');
    expect(routePath('$categoryId_.$productName.$productId.tsx', samples)).toBe('/phones/p/7');
    expect(routePath('robots[.]txt.tsx', samples)).toBe('/robots.txt');
    expect(routePath('$.tsx', samples)).toBe('/tv-price');
    expect(routePath('api.cookies.$name.tsx', samples)).toBe('/api/cookies/x');
  });
});
