const path = require('node:path');
const { jestProject } = require('../../tools/jest/project.cjs');

// Node by default (server helpers use Request); React tests opt into jsdom with a docblock.
module.exports = jestProject(__dirname, 'i18n', {
  setupFiles: [path.join(__dirname, '../../tools/jest/setup-dom.cjs')],
});
