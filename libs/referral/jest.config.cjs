const { jestProject } = require('../../tools/jest/project.cjs');

module.exports = jestProject(__dirname, 'referral', {
  env: 'jsdom',
  setupFiles: [require.resolve('./jest.setup.cjs')],
  // @remix-run/react pulls in @web3-storage/multipart-parser, and the session service jose: both ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|@web3-storage|jose)/)'],
});
