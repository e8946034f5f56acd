import { renderHook } from '@testing-library/react';
import { pageCount, useListingReloading } from './listing-paging';

// The router as the hook reads it: the page shown is /phones; each test sets the navigation under way.
let mockNavigation: { state: string; location?: { pathname: string } | undefined } = { state: 'idle' };
jest.mock('@remix-run/react', () => ({
  useLocation: () => ({ pathname: '/phones' }),
  useNavigation: () => mockNavigation,
}));

describe('pageCount', () => {
  it.each([
    [0, 24, 1],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [100, 10, 10],
    [5, 0, 5],
  ])('%i items at %i a page make %i pages', (totalCount, perPage, pages) => {
    expect(pageCount(totalCount, perPage)).toBe(pages);
  });
});

describe('useListingReloading', () => {
  it.each([
    ['idle', undefined, false],
    ['loading', '/phones', true],
    ['submitting', '/phones', false],
    ['loading', '/tablets', false],
  ] as const)('on /phones, navigation %s to %s -> %s', (state, pathname, reloading) => {
    mockNavigation = { state, location: pathname === undefined ? undefined : { pathname } };
    const { result } = renderHook(() => useListingReloading());
    expect(result.current).toBe(reloading);
  });
});
