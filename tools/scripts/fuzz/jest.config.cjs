// The malformed-input fuzz suite runs against the built api, sandbox and storefront, so `npm test` runs it
// after the build step with this config (the scripts' own config, one folder up, does not match *.fuzz.ts).
const { jestProject } = require('../../jest/project.cjs');

module.exports = { ...jestProject(__dirname, 'fuzz', { testMatch: ['<rootDir>/*.fuzz.ts'] }), testTimeout: 60_000 };
