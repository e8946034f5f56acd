#!/usr/bin/env node
// Starts the built api, sandbox and storefront for the browser journeys, on their own ports and a
// throw-away data directory seeded with the small catalogue. Playwright's webServer runs this.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtApp, startApps, stopOnSignals } from './lib/app-launch.mjs';
import { appEnv, root } from './lib/config.mjs';
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
stopOnSignals(group);

const fromDist = builtApp();
const commandFor = (app) => (app === 'storefront' ? [...fromDist(app), storefrontCopy] : fromDist(app));
await startApps(group, { ports, env, commandFor, apiTimeoutMs: 300_000 });
console.log(`e2e servers ready on ${ports.storefront}`);
