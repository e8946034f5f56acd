const { jestProject } = require('../../tools/jest/project.cjs');

// jsdom by default (atoms, the data layer, document.cookie); server tests opt into node with a @jest-environment docblock.
module.exports = jestProject(__dirname, 'consent-state', {
  env: 'jsdom',
  setupFiles: [require.resolve('./jest.setup.cjs')],
});
