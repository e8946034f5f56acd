// Builds one project's Jest config from the shared preset: `jestProject(__dirname, 'name', { env: 'jsdom' })`.
const preset = require('../../jest.preset.cjs');
const path = require('node:path');

function jestProject(rootDir, displayName, { env = 'node', setupFiles = [], ...rest } = {}) {
  return {
    ...preset,
    displayName,
    rootDir,
    testEnvironment: env,
    setupFilesAfterEnv: [
      ...(env === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []),
      ...setupFiles,
    ],
    ...rest,
  };
}

module.exports = { jestProject };
