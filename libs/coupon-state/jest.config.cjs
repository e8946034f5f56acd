const { jestProject } = require('../../tools/jest/project.cjs');

module.exports = jestProject(__dirname, 'coupon-state', {
  env: 'jsdom',
  setupFiles: [require.resolve('./jest.setup.cjs')],
  // @remix-run/react (the query-parameter hook) pulls in @web3-storage/multipart-parser: ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|@web3-storage|jose)/)'],
});
