// The start sequence shared by `npm start`, `npm run dev`, the browser-journey servers and the benchmarks:
// check the ports, build, start sandbox and api, then the storefront once the API answers.
import { execFileSync } from 'node:child_process';
import { root } from './config.mjs';
import { isPortFree, waitForHttp } from './ports.mjs';

/** Exits 1 on the first busy port, naming it, its app and `advice`, before anything is built or started. */
export async function exitIfPortsBusy(ports, advice) {
  for (const [app, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      console.error(`Port ${port} (${app}) is already in use. ${advice}`);
      process.exit(1);
    }
  }
}

/** The production build of the three apps (the Nx cache makes repeat runs fast); throws when it fails. */
export function buildApps({ stdio = 'inherit' } = {}) {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'sandbox', 'storefront', '--output-style=static'], {
    cwd: root,
    stdio,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

/** Ctrl-C or SIGTERM stops every app of the group, then the script. */
export function stopOnSignals(group) {
  const stop = () => group.stopAll().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Node running an app's production build, `dist/apps/<app>/main.mjs`. */
export const builtApp = (nodeArgs = []) => (app) => [process.execPath, [...nodeArgs, `dist/apps/${app}/main.mjs`]];

/**
 * Starts sandbox and api, waits until both answer /health, then starts the storefront (it reads the
 * API from its first request) and waits for it. `commandFor(app)` gives `[command, args, cwd?]`.
 */
export async function startApps(group, { ports, env, commandFor, apiTimeoutMs = 600_000, onApiStarting = () => undefined }) {
  const start = (app) => {
    const [command, args, cwd = root] = commandFor(app);
    group.start(app, command, args, { cwd, env });
  };
  start('sandbox');
  start('api');
  onApiStarting();
  await waitForHttp(`http://127.0.0.1:${ports.api}/health`, { timeoutMs: apiTimeoutMs, isAlive: () => group.isAlive('api') });
  await waitForHttp(`http://127.0.0.1:${ports.sandbox}/health`, { isAlive: () => group.isAlive('sandbox') });
  start('storefront');
  await waitForHttp(`http://127.0.0.1:${ports.storefront}/health`, { isAlive: () => group.isAlive('storefront') });
}

/** startApps for a script a person runs: on failure it says why, stops whatever did start and exits 1. */
export async function startAppsOrExit(group, options) {
  try {
    await startApps(group, options);
  } catch (error) {
    // Never leave the other apps running behind a failed start.
    console.error(`Could not start Kori: ${error instanceof Error ? error.message : String(error)}`);
    await group.stopAll();
    process.exit(1);
  }
}
