// The workspace scripts (npm start, npm run dev, npm test) are plain ES modules; their tests run them
// as child processes, the way a shell does.
const { jestProject } = require('../jest/project.cjs');

module.exports = jestProject(__dirname, 'scripts', { testMatch: ['<rootDir>/**/*.test.ts'] });
