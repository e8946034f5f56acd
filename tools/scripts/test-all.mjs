#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/config.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { reportNodeVersion } from './lib/runtime.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
const results = [];
let passed = 0;
let failed = 0;

function step(name, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = res.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.stats?.expected ?? 0;
  failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
}

const out = mkdtempSync(join(tmpdir(), 'kori-test-'));
const steps = [
  () => step('chromium', process.execPath, ['tools/scripts/ensure-chromium.mjs']),
  () => step('generated code up to date', process.execPath, ['tools/scripts/check-codegen.mjs']),
  () => step('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']),
  () => step('lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--output-style=static']),
  () => {
    const ok = step('unit and integration tests', 'npx', ['jest', '-c', 'jest.config.cjs', '--ci', '--json', `--outputFile=${join(out, 'jest.json')}`]);
    countJest(join(out, 'jest.json'));
    return ok;
  },
  () => {
    // The same API suite against a real PostgreSQL server (PGlite is the default, PostgreSQL what production runs).
    const report = join(out, 'jest-api-postgres.json');
    const ok = step('API suite on PostgreSQL', process.execPath, ['tools/scripts/with-postgres.mjs', '--', 'npx', 'jest', '-c', 'apps/api/jest.config.cjs', '--ci', '--json', `--outputFile=${report}`]);
    countJest(report);
    return ok;
  },
  () => step('build (with the client-bundle check)', 'npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'sandbox', 'storefront', '--output-style=static']),
  () => {
    // Every route and /graphql with malformed input against the built apps; fails on any 5xx.
    const report = join(out, 'jest-fuzz.json');
    const ok = step('malformed-input fuzz (built apps)', 'npx', ['jest', '-c', 'tools/scripts/fuzz/jest.config.cjs', '--ci', '--json', `--outputFile=${report}`]);
    countJest(report);
    return ok;
  },
  () => {
    const ok = step('browser journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'apps/storefront-e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'playwright.json'),
    });
    countPlaywright(join(out, 'playwright.json'));
    return ok;
  },
];

reportNodeVersion();
ensureChromium();
let allOk = true;
for (const run of steps) {
  if (!run()) {
    allOk = false;
    if (process.env.KORI_TEST_KEEP_GOING !== '1') break;
  }
}
rmSync(out, { recursive: true, force: true });

console.log('\n=== Summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
if (!allOk && failed === 0) failed = 1; // a failing non-test step counts as a failure
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
