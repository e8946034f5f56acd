// Every project's Jest suite in one run (used by `npm test` for one summary); `nx test <project>`
// runs a single project with its own config.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const projects = ['apps', 'libs'].flatMap((group) =>
  readdirSync(join(__dirname, group))
    .filter((name) => existsSync(join(__dirname, group, name, 'jest.config.cjs')))
    .map((name) => `<rootDir>/${group}/${name}/jest.config.cjs`),
);

module.exports = { projects };
