// Maps the tsconfig.base.json aliases (@kori/<lib>, /server, /testing) to source for Jest.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

function pathsToModuleNameMapper() {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
  const mapper = {};
  for (const [alias, targets] of Object.entries(tsconfig.compilerOptions.paths ?? {})) {
    const escaped = alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    mapper[`^${escaped}$`] = path.join(root, targets[0]);
  }
  return mapper;
}

module.exports = { pathsToModuleNameMapper };
