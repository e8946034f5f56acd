#!/usr/bin/env node
// `npm run dev`: api and sandbox restart on change (tsx watch); the storefront runs Vite in middleware
// mode with hot reload.
import { appEnv, appPorts, root } from './lib/config.mjs';
import { isPortFree, waitForHttp } from './lib/ports.mjs';
import { createProcessGroup } from './lib/processes.mjs';
import { reportNodeVersion } from './lib/runtime.mjs';

reportNodeVersion();
const ports = appPorts();
for (const [app, port] of Object.entries(ports)) {
  if (!(await isPortFree(port))) {
    console.error(`Port ${port} (${app}) is already in use. Stop it, or set PORT / API_PORT / SANDBOX_PORT.`);
    process.exit(1);
  }
}

const env = appEnv(ports, { NODE_ENV: 'development' });
const group = createProcessGroup();
const stop = () => group.stopAll().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const tsx = ['node_modules/.bin/tsx'];
try {
  group.start('sandbox', tsx[0], ['watch', '--clear-screen=false', '--tsconfig', 'tsconfig.base.json', 'apps/sandbox/src/main.ts'], { cwd: root, env });
  group.start('api', tsx[0], ['watch', '--clear-screen=false', '--tsconfig', 'tsconfig.base.json', 'apps/api/src/main.ts'], { cwd: root, env });
  await waitForHttp(`http://127.0.0.1:${ports.api}/health`, { timeoutMs: 600_000, isAlive: () => group.isAlive('api') });
  group.start('storefront', tsx[0], ['--tsconfig', 'tsconfig.base.json', 'apps/storefront/server/main.ts'], { cwd: root, env });
  await waitForHttp(`http://127.0.0.1:${ports.storefront}/health`, { isAlive: () => group.isAlive('storefront') });
} catch (error) {
  // Never leave the other apps running behind a failed start.
  console.error(`Could not start Kori: ${error instanceof Error ? error.message : String(error)}`);
  await group.stopAll();
  process.exit(1);
}
console.log(`\n  Kori (development): http://127.0.0.1:${ports.storefront}/\n`);
