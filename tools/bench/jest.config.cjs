// The benchmark scripts are plain ES modules, like the workspace scripts; their tests run them as child
// processes.
const { jestProject } = require('../jest/project.cjs');

module.exports = jestProject(__dirname, 'bench', { testMatch: ['<rootDir>/**/*.test.ts'] });
