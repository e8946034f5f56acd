import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { unusedPort } from './test-support';

const workspaceRoot = path.resolve(__dirname, '../../..');

interface Run {
  code: number | null;
  output: string;
}

/** Runs the real entry (server/main.ts) and resolves when it exits; `onOutput` may act on what it prints. */
function runMain(env: Record<string, string>, onOutput?: (output: string, child: ReturnType<typeof spawn>) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    // tsx in-process (signals reach the server itself); it needs a tsconfig.json for the @kori/* paths,
    // and the workspace root only has tsconfig.base.json.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/storefront/server/main.ts'], {
      cwd: workspaceRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TSX_TSCONFIG_PATH: 'apps/storefront/tsconfig.json', ...env } as unknown as NodeJS.ProcessEnv,
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      onOutput?.(output, child);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('storefront main', () => {
  jest.setTimeout(120_000);

  it('refuses a bad environment with one message per variable and exit code 1', async () => {
    const { code, output } = await runMain({ PORT: 'x', API_URL: 'nope', NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment');
    expect(output).toMatch(/PORT: must be a port number \(got \\?"x\\?"\)/);
    expect(output).toMatch(/API_URL: must be an absolute http\(s\) URL/);
  });

  it('says clearly when the port is taken and exits with 1', async () => {
    const blocker = http.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const { code, output } = await runMain({ PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn' });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    const port = await unusedPort();
    let signalled = false;
    const { code, output } = await runMain({ PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development' }, (text, child) => {
      if (!signalled && text.includes('storefront listening')) {
        signalled = true;
        child.kill('SIGTERM');
      }
    });
    expect(signalled).toBe(true);
    expect(output).toContain('"msg":"storefront stopping","signal":"SIGTERM"');
    expect(code).toBe(0);
  });
});
