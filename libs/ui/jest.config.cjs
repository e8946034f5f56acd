const { jestProject } = require('../../tools/jest/project.cjs');

module.exports = jestProject(__dirname, 'ui', {
  env: 'jsdom',
  // @remix-run/react (the commerce components' links) pulls in @web3-storage/multipart-parser, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|@web3-storage|jose)/)'],
});
