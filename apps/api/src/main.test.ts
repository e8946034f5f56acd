import { runEntryFromSource, type RunEntryOptions } from '@kori/util-env/testing';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { useTempDir } from './testing/temp-dir';

const root = resolve(__dirname, '../../..');

function runMain(env: Record<string, string>, onLine?: RunEntryOptions['onLine']) {
  return runEntryFromSource('apps/api/src/main.ts', {
    cwd: root,
    tsconfig: 'tsconfig.base.json',
    env: { DATABASE_URL: '', ...env },
    ...(onLine ? { onLine } : {}),
  });
}

describe('api process', () => {
  const dataDir = useTempDir('kori-api-main-');

  it('exits with 1 naming each bad variable', async () => {
    const { code, output } = await runMain({ API_PORT: 'not-a-port', SEED: 'huge', DATA_DIR: dataDir() });
    expect(code).toBe(1);
    expect(output).toContain('API_PORT');
    expect(output).toContain('SEED');
  }, 60_000);

  it('says clearly that the port is taken, before touching the database, and exits with 1', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, output } = await runMain({ API_PORT: String(port), DATA_DIR: dataDir(), SEED: 'none' });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).not.toContain('database migrated');
    } finally {
      await new Promise((closed) => blocker.close(closed));
    }
  }, 60_000);

  it('migrates its embedded database under DATA_DIR, answers /health and stops cleanly on SIGTERM', async () => {
    let health: unknown = null;
    const { code, output } = await runMain({ API_PORT: '0', DATA_DIR: dataDir(), SEED: 'none', LOG_LEVEL: 'info' }, (line, child) => {
      if (!line.includes('"msg":"ready"')) return;
      const { url } = JSON.parse(line) as { url: string };
      void fetch(new URL('/health', url))
        .then(async (response) => {
          health = { status: response.status, body: await response.json() };
        })
        .finally(() => child.kill('SIGTERM'));
    });
    expect({ code, health }).toMatchObject({ code: 0, health: { status: 200 } });
    expect(output).toContain('database migrated');
    expect(output).toContain('shutting down');
    expect(code).toBe(0);
  }, 180_000);
});
