const { jestProject } = require('../../tools/jest/project.cjs');

// Node by default (state, server); component tests opt into jsdom with a @jest-environment docblock.
module.exports = jestProject(__dirname, 'cart', {
  setupFiles: [require.resolve('../../tools/jest/setup-router-dom.cjs')],
  // @remix-run/react pulls in @web3-storage/multipart-parser, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|@web3-storage|jose)/)'],
});
