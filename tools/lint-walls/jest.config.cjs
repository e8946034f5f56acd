// The lint-wall checks run ESLint in a child process (its flat config is an ES module).
const { jestProject } = require('../jest/project.cjs');

module.exports = jestProject(__dirname, 'lint-walls', { testMatch: ['<rootDir>/**/*.test.ts'] });
