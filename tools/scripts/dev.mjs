#!/usr/bin/env node
// `npm run dev`: api and sandbox restart on change (tsx watch); the storefront runs Vite in middleware
// mode with hot reload.
import { exitIfPortsBusy, startAppsOrExit, stopOnSignals } from './lib/app-launch.mjs';
import { appEnv, appPorts } from './lib/config.mjs';
import { createProcessGroup } from './lib/processes.mjs';
import { reportNodeVersion } from './lib/runtime.mjs';

reportNodeVersion();
const ports = appPorts();
await exitIfPortsBusy(ports, 'Stop it, or set PORT / API_PORT / SANDBOX_PORT.');

const env = appEnv(ports, { NODE_ENV: 'development' });
const group = createProcessGroup();
stopOnSignals(group);

const tsx = 'node_modules/.bin/tsx';
const entries = { sandbox: 'apps/sandbox/src/main.ts', api: 'apps/api/src/main.ts', storefront: 'apps/storefront/server/main.ts' };
// The storefront reloads through Vite's hot reload, so tsx watches only the other two.
const watch = (app) => (app === 'storefront' ? [] : ['watch', '--clear-screen=false']);
await startAppsOrExit(group, { ports, env, commandFor: (app) => [tsx, [...watch(app), '--tsconfig', 'tsconfig.base.json', entries[app]]] });
console.log(`\n  Kori (development): http://127.0.0.1:${ports.storefront}/\n`);
