// Shared Jest settings: SWC transforms TypeScript/JSX and the ESM-only packages (formatjs, jose).
const path = require('node:path');
const { pathsToModuleNameMapper } = require('./tools/jest/paths.cjs');

module.exports = {
  testEnvironment: 'node',
  // Catalogues for server code that formats texts (the storefront provides its own at server start).
  setupFiles: [path.join(__dirname, 'tools/jest/provide-test-messages.cjs')],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.mjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // jose (session JWT verification) ships ESM only, like the formatjs packages.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|jose)/)'],
  moduleNameMapper: {
    '\\.css(\\?url)?$': path.join(__dirname, 'tools/jest/style-stub.cjs'),
    ...pathsToModuleNameMapper(),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/app/**/*.test.ts', '<rootDir>/app/**/*.test.tsx', '<rootDir>/server/**/*.test.ts'],
  passWithNoTests: false,
};
