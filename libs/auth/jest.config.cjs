const { jestProject } = require('../../tools/jest/project.cjs');

module.exports = jestProject(__dirname, 'auth', { env: 'jsdom' });
