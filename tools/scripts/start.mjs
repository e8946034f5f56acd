#!/usr/bin/env node
// `npm start`: build what changed (Nx cache makes repeat runs fast), then run api, sandbox and
// storefront together. The API migrates the embedded database and seeds the demo catalogue on first run.
import { buildApps, builtApp, exitIfPortsBusy, startAppsOrExit, stopOnSignals } from './lib/app-launch.mjs';
import { appEnv, appPorts } from './lib/config.mjs';
import { createProcessGroup } from './lib/processes.mjs';
import { reportNodeVersion } from './lib/runtime.mjs';

reportNodeVersion();
const ports = appPorts();
await exitIfPortsBusy(
  ports,
  'Stop whatever listens there, or choose other ports, e.g. PORT=3100 API_PORT=4100 SANDBOX_PORT=4110 npm start',
);

console.log('Building (cached after the first run)...');
try {
  buildApps();
} catch {
  console.error('Build failed; see the output above.');
  process.exit(1);
}

const env = appEnv(ports, { NODE_ENV: 'production' });
const group = createProcessGroup();
stopOnSignals(group);

await startAppsOrExit(group, {
  ports,
  env,
  commandFor: builtApp(['--enable-source-maps']),
  onApiStarting: () => console.log('Starting the API (the first run creates the database and seeds the demo catalogue; this takes a minute)...'),
});

console.log('');
console.log(`  Kori is running:   http://127.0.0.1:${ports.storefront}/`);
console.log(`  Sandbox mailbox:   http://127.0.0.1:${ports.sandbox}/mailbox`);
console.log(`  GraphQL API:       http://127.0.0.1:${ports.api}/graphql`);
console.log('  Press Ctrl-C to stop.');
