import { itStartsLoadingOnArrival } from './load-on-arrival';

describe('itStartsLoadingOnArrival', () => {
  itStartsLoadingOnArrival('sees the part that the owner loads at the given address', {
    url: '/deals?open=1',
    owner: require.resolve('./__fixtures__/arrival-owner'),
    part: require.resolve('./__fixtures__/arrival-part'),
  });

  it('puts the page back at / afterwards', () => {
    expect(window.location.pathname + window.location.search).toBe('/');
  });
});
