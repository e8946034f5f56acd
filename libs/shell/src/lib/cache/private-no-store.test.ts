import { privateNoStoreHeaders } from './private-no-store';

describe('privateNoStoreHeaders', () => {
  it("gives a route's answers, a fetcher's included, private, no-store", () => {
    expect(new Headers(privateNoStoreHeaders()).get('cache-control')).toBe('private, no-store');
  });
});
