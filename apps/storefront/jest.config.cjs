const { jestProject } = require('../../tools/jest/project.cjs');
const preset = require('../../jest.preset.cjs');

// Server tests run in node (the default); component tests opt into jsdom with a docblock
// (`@jest-environment jsdom`), and get the DOM matchers and web globals from jest.setup.cjs.
module.exports = jestProject(__dirname, 'storefront', {
  setupFiles: [require.resolve('./jest.setup.cjs')],
  testMatch: [...preset.testMatch, '<rootDir>/vite/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/vite/__fixtures__/'],
  // @remix-run/react pulls in @web3-storage/multipart-parser, and the session service jose: both ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|@web3-storage|jose)/)'],
});
