const { jestProject } = require('../../tools/jest/project.cjs');
const preset = require('../../jest.preset.cjs');

module.exports = jestProject(__dirname, 'api', {
  // jose (used by the auth tests to sign tokens) ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|jose)/)'],
  transform: preset.transform,
  // Migrates and seeds the tiny catalogue once; each test file starts from a copy (see src/testing).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  testEnvironment: '<rootDir>/src/testing/node-require-environment.cjs',
  // Database-backed files load PGlite (WebAssembly); two workers fit the 2-core machines.
  maxWorkers: 2,
  testTimeout: 30000,
});
