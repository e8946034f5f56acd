// Every project's Jest suite (apps, libs and the workspace scripts under tools) in one run (used by `npm test` for one summary); `nx test <project>`
// runs a single project with its own config.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const projects = ['apps', 'libs', 'tools'].flatMap((group) =>
  readdirSync(join(__dirname, group))
    .filter((name) => existsSync(join(__dirname, group, name, 'jest.config.cjs')))
    .map((name) => `<rootDir>/${group}/${name}/jest.config.cjs`),
);

// testTimeout is a global option: project configs cannot raise it in a multi-project run, and the
// database-backed suites need more than Jest's 5 s default for their setup hooks on 2 cores.
module.exports = { projects, testTimeout: 60_000 };
