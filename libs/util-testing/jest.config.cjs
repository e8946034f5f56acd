const { jestProject } = require('../../tools/jest/project.cjs');

module.exports = jestProject(__dirname, 'util-testing');
