import { itStartsLoadingOnArrival } from '@kori/ui/testing';

itStartsLoadingOnArrival('starts loading the dialog as soon as its module runs when the page arrives with ?login=1 (the server rendered it open)', {
  url: '/deals?login=1',
  owner: require.resolve('./login-overlay'),
  part: require.resolve('./login-dialog'),
});
