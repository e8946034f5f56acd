// Test-only: runs the real API (apps/api) as a child process on loopback, for the transport tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../../..');
const API_MAIN = join(repoRoot, 'apps/api/src/main.ts');
const TSX_CLI = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

export interface RealApi {
  origin: string;
  /** The API's GraphQL endpoint. */
  graphqlUrl: string;
  stop(): Promise<void>;
}

/** A port the OS just handed out and released; the API binds it a moment later. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = 100;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The API exited before it was healthy (code ${child.exitCode}).\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    // Poll with a growing interval until the deadline; this waits for a condition, not a fixed time.
    await new Promise((done) => setTimeout(done, delay));
    delay = Math.min(delay * 2, 1000);
  }
  throw new Error(`The API did not become healthy within ${timeoutMs} ms.\n${output()}`);
}

/**
 * Starts `apps/api/src/main.ts` with tsx on 127.0.0.1, an empty temporary data directory and the tiny
 * seed, and resolves once GET /health answers 200.
 */
export async function startRealApi({ timeoutMs = 120_000 } = {}): Promise<RealApi> {
  if (!existsSync(API_MAIN)) throw new Error(`The API entry ${API_MAIN} does not exist yet`);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'kori-transport-api-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'tiny',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  const child = spawn(process.execPath, [TSX_CLI, '--tsconfig', 'tsconfig.base.json', API_MAIN], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, () => log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, graphqlUrl: `${origin}/graphql`, stop };
}
