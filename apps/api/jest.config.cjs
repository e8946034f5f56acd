const { jestProject } = require('../../tools/jest/project.cjs');
const preset = require('../../jest.preset.cjs');

module.exports = jestProject(__dirname, 'api', {
  // jose (used by the auth tests to sign tokens) ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|jose)/)'],
  transform: preset.transform,
});
