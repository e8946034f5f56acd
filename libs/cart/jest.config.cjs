const { jestProject } = require('../../tools/jest/project.cjs');

// Node by default (state); component tests opt into jsdom with a @jest-environment docblock.
module.exports = jestProject(__dirname, 'cart');
