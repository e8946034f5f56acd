#!/usr/bin/env node
// Starts the built api, sandbox and storefront for the browser journeys, on their own ports and a
// throw-away data directory seeded with the small catalogue. Playwright's webServer runs this.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appEnv, root } from './lib/config.mjs';
import { waitForHttp } from './lib/ports.mjs';
import { createProcessGroup } from './lib/processes.mjs';

const ports = {
  storefront: Number(process.env.E2E_PORT ?? 3300),
  api: Number(process.env.E2E_API_PORT ?? 4300),
  sandbox: Number(process.env.E2E_SANDBOX_PORT ?? 4310),
};
const dataDir = mkdtempSync(join(tmpdir(), 'kori-e2e-'));
const env = appEnv(ports, { NODE_ENV: 'production', DATA_DIR: dataDir, SEED: process.env.E2E_SEED ?? 'tiny', LOG_LEVEL: 'warn',
  // Journeys send many codes from one loopback address; the limits themselves have unit tests.
  AUTH_SEND_CODE_LIMIT_PER_EMAIL: '50',
  AUTH_SEND_CODE_LIMIT_PER_ADDRESS: '500',
});

// The storefront serves its client assets from disk for as long as it runs, so a rebuild in the shared
// tree during a run would answer 404 for the old fingerprinted files and pages would never hydrate.
// It runs from a copy of its build instead (inside the workspace, so node_modules still resolve).
mkdirSync(join(root, 'tmp'), { recursive: true });
const storefrontCopy = mkdtempSync(join(root, 'tmp', 'e2e-storefront-'));
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(storefrontCopy, { recursive: true, force: true });
});
for (const file of ['apps/storefront/build', 'apps/storefront/package.json', 'apps/storefront/vite.config.ts', 'dist/apps/storefront']) {
  cpSync(join(root, file), join(storefrontCopy, file), { recursive: true });
}

const group = createProcessGroup();
const stop = () => group.stopAll().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

group.start('sandbox', process.execPath, ['dist/apps/sandbox/main.mjs'], { cwd: root, env });
group.start('api', process.execPath, ['dist/apps/api/main.mjs'], { cwd: root, env });
await waitForHttp(`http://127.0.0.1:${ports.api}/health`, { timeoutMs: 300_000, isAlive: () => group.isAlive('api') });
await waitForHttp(`http://127.0.0.1:${ports.sandbox}/health`, { isAlive: () => group.isAlive('sandbox') });
group.start('storefront', process.execPath, ['dist/apps/storefront/main.mjs'], { cwd: storefrontCopy, env });
await waitForHttp(`http://127.0.0.1:${ports.storefront}/health`, { isAlive: () => group.isAlive('storefront') });
console.log(`e2e servers ready on ${ports.storefront}`);
