const { jestProject } = require('../../tools/jest/project.cjs');

// jsdom by default (components); server and hashing tests opt into node with a @jest-environment docblock.
module.exports = jestProject(__dirname, 'consent', { env: 'jsdom' });
