import { itStartsLoadingOnArrival } from '@kori/ui/testing';

itStartsLoadingOnArrival('starts loading the panel as soon as its module runs when the page arrives with ?consent-settings=open', {
  url: '/tv?consent-settings=open',
  owner: require.resolve('./lazy-settings-panel'),
  part: require.resolve('./consent-settings-panel'),
});
