#!/usr/bin/env node
// Fails when generated GraphQL code is stale: runs codegen in memory (nothing is written) and compares
// every output with the file on disk; generated folders holding files codegen no longer produces are
// stale too. Exit 1 lists what differs; the fix is `npm run codegen`.
// The merged message catalogues are generated too: checked the same way, the fix is `npm run i18n`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeCatalogues, staleOutputs } from './i18n/merge-catalogues.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
// codegen.ts is TypeScript written for CommonJS (it uses __dirname); tsx's require hook loads it.
const tsx = require('tsx/cjs/api');
const { generate } = require('@graphql-codegen/cli');

process.chdir(root);
const loaded = tsx.require('../../libs/graphql-schema/codegen.ts', import.meta.url);
const config = loaded.default ?? loaded;

const outputs = await generate({ ...config, cwd: root, silent: true }, false);

const problems = [];
const expected = new Set();
for (const { filename, content } of outputs) {
  const path = resolve(root, filename);
  expected.add(path);
  const name = relative(root, path);
  if (!existsSync(path)) problems.push(`missing: ${name}`);
  else if (readFileSync(path, 'utf8') !== content) problems.push(`stale:   ${name}`);
}

// Folder outputs (the client preset) own their whole folder: leftovers are stale.
for (const target of Object.keys(config.generates)) {
  if (!target.endsWith('/')) continue;
  const dir = resolve(root, target);
  if (!existsSync(dir)) continue;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isFile() && !expected.has(path)) problems.push(`extra:   ${relative(root, path)}`);
  }
}

// A lib that dropped all its operations leaves a generated folder codegen no longer knows about.
for (const lib of readdirSync(join(root, 'libs'))) {
  const dir = join(root, 'libs', lib, 'src/graphql/generated');
  if (existsSync(dir) && !Object.keys(config.generates).some((target) => resolve(root, target) === dir)) {
    problems.push(`extra:   ${relative(root, dir)}/ (no operations left in libs/${lib}/src/graphql)`);
  }
}

const catalogues = mergeCatalogues(root);
const catalogueProblems = [...catalogues.problems, ...staleOutputs(root, catalogues.merged)];

if (problems.length > 0) {
  console.error('Generated GraphQL code is out of date; run npm run codegen');
  for (const problem of problems) console.error(`  ${problem}`);
}
if (catalogueProblems.length > 0) {
  console.error('Merged message catalogues are out of date; run npm run i18n');
  for (const problem of catalogueProblems) console.error(`  ${problem}`);
}
if (problems.length > 0 || catalogueProblems.length > 0) process.exit(1);
console.log(`Generated GraphQL code is up to date (${outputs.length} files).`);
console.log(`Merged message catalogues are up to date (${Object.keys(catalogues.merged).length} languages).`);
