#!/usr/bin/env node
// `npm start`: build what changed (Nx cache makes repeat runs fast), then run api, sandbox and
// storefront together. The API migrates the embedded database and seeds the demo catalogue on first run.
import { execFileSync } from 'node:child_process';
import { appEnv, appPorts, root } from './lib/config.mjs';
import { isPortFree, waitForHttp } from './lib/ports.mjs';
import { createProcessGroup } from './lib/processes.mjs';
import { reportNodeVersion } from './lib/runtime.mjs';

reportNodeVersion();
const ports = appPorts();
for (const [app, port] of Object.entries(ports)) {
  if (!(await isPortFree(port))) {
    console.error(
      `Port ${port} (${app}) is already in use. Stop whatever listens there, or choose other ports, e.g. ` +
        `PORT=3100 API_PORT=4100 SANDBOX_PORT=4110 npm start`,
    );
    process.exit(1);
  }
}

console.log('Building (cached after the first run)...');
try {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'sandbox', 'storefront', '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
} catch {
  console.error('Build failed; see the output above.');
  process.exit(1);
}

const env = appEnv(ports, { NODE_ENV: 'production' });
const group = createProcessGroup();
const stop = () => group.stopAll().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  group.start('sandbox', process.execPath, ['--enable-source-maps', 'dist/apps/sandbox/main.mjs'], { cwd: root, env });
  group.start('api', process.execPath, ['--enable-source-maps', 'dist/apps/api/main.mjs'], { cwd: root, env });
  console.log('Starting the API (the first run creates the database and seeds the demo catalogue; this takes a minute)...');
  await waitForHttp(`http://127.0.0.1:${ports.api}/health`, { timeoutMs: 600_000, isAlive: () => group.isAlive('api') });
  await waitForHttp(`http://127.0.0.1:${ports.sandbox}/health`, { isAlive: () => group.isAlive('sandbox') });
  group.start('storefront', process.execPath, ['--enable-source-maps', 'dist/apps/storefront/main.mjs'], { cwd: root, env });
  await waitForHttp(`http://127.0.0.1:${ports.storefront}/health`, { isAlive: () => group.isAlive('storefront') });
} catch (error) {
  // Never leave the other apps running behind a failed start.
  console.error(`Could not start Kori: ${error instanceof Error ? error.message : String(error)}`);
  await group.stopAll();
  process.exit(1);
}

console.log('');
console.log(`  Kori is running:   http://127.0.0.1:${ports.storefront}/`);
console.log(`  Sandbox mailbox:   http://127.0.0.1:${ports.sandbox}/mailbox`);
console.log(`  GraphQL API:       http://127.0.0.1:${ports.api}/graphql`);
console.log('  Press Ctrl-C to stop.');
