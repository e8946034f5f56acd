// Starts the API as its own process against a given database, for the benchmarks.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/lib/config.mjs';
import { isPortFree, waitForHttp } from '../../scripts/lib/ports.mjs';

/**
 * Runs the API from source (tsx, so the benchmark measures the working tree) or, with `dist`, the
 * production bundle dist/apps/api/main.mjs. Returns { url, graphqlUrl, stop, output() }.
 */
export async function startApi({ databaseUrl, dist = false, port: wanted = 4700, logLevel = 'warn', extraEnv = {} }) {
  let port = wanted;
  while (!(await isPortFree(port))) port += 1;
  const args = dist ? [join(root, 'dist/apps/api/main.mjs')] : ['--import', 'tsx', join(root, 'apps/api/src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.base.json'),
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let alive = true;
  const exited = new Promise((resolve) => child.once('exit', (code) => {
    alive = false;
    resolve(code);
  }));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`, { timeoutMs: 300_000, isAlive: () => alive });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n--- api output ---\n${output.slice(-4000)}`);
  }
  const stop = async () => {
    if (!alive) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { url, graphqlUrl: `${url}/graphql`, pid: child.pid, stop, output: () => output };
}
