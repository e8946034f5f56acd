import { runEntryFromSource, type RunEntryOptions } from '@kori/util-env/testing';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

function runMain(env: Record<string, string>, onLine?: RunEntryOptions['onLine']) {
  return runEntryFromSource('apps/sandbox/src/main.ts', {
    cwd: root,
    tsconfig: 'apps/sandbox/tsconfig.json',
    env,
    ...(onLine ? { onLine } : {}),
  });
}

describe('sandbox process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kori-sandbox-main-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says clearly that the port is taken and exits with 1', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, output } = await runMain({ SANDBOX_PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise((closed) => blocker.close(closed));
    }
  }, 30_000);

  it('exits with 1 naming a bad variable', async () => {
    const { code, output } = await runMain({ SANDBOX_PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('SANDBOX_PORT');
  }, 30_000);

  it('serves, keeps its state under DATA_DIR/sandbox and stops cleanly on SIGTERM', async () => {
    let healthy = false;
    let stateFile = '';
    const { code } = await runMain({ SANDBOX_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' }, (line, child) => {
      if (!line.includes('Sandbox listening')) return;
      const listening = JSON.parse(line) as { url: string; stateFile: string };
      stateFile = listening.stateFile;
      const url = listening.url;
      void fetch(`${url}/health`)
        .then((response) => {
          healthy = response.ok;
        })
        .finally(() => child.kill('SIGTERM'));
    });
    expect(healthy).toBe(true);
    expect(stateFile).toBe(join(dataDir, 'sandbox', 'state.json'));
    expect(existsSync(stateFile)).toBe(true);
    expect(code).toBe(0);
  }, 30_000);
});
