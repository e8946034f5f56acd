import { pageLayoutOf, pageMetadataOf } from './page-metadata';

describe('pageMetadataOf', () => {
  it('reads { pageType } from a handle', () => {
    expect(pageMetadataOf({ pageMetadata: { pageType: 'product' }, other: 1 })).toEqual({ pageType: 'product' });
  });

  it.each([undefined, null, 'product', {}, { pageMetadata: {} }, { pageMetadata: { pageType: '' } }, { pageMetadata: { pageType: 3 } }])(
    'finds none in %j',
    (handle) => {
      expect(pageMetadataOf(handle)).toBeNull();
    },
  );
});

describe('pageLayoutOf', () => {
  it('accepts default, bare and components', () => {
    const Own = ({ children }: { children: unknown }) => children;
    expect(pageLayoutOf({ layout: 'default' })).toBe('default');
    expect(pageLayoutOf({ layout: 'bare' })).toBe('bare');
    expect(pageLayoutOf({ layout: Own })).toBe(Own);
  });

  it.each([undefined, {}, { layout: 'fancy' }, { layout: 1 }])('finds none in %j', (handle) => {
    expect(pageLayoutOf(handle)).toBeNull();
  });
});
