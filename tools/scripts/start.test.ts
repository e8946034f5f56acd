import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '../..');

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(__dirname, script)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((done) => child.on('close', (code) => done({ code, output })));
}

describe.each(['start.mjs', 'dev.mjs'])('%s with a port already in use', (script) => {
  let blocker: Server;
  let port: number;
  beforeEach(async () => {
    blocker = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
    port = (blocker.address() as { port: number }).port;
  });
  afterEach(() => new Promise((closed) => blocker.close(closed)));

  it('names the port and the app, says what to do, and exits 1 before building or starting anything', async () => {
    const { code, output } = await run(script, { API_PORT: String(port), PORT: '0', SANDBOX_PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (api) is already in use`);
    expect(output).toMatch(/API_PORT/);
    expect(output).not.toContain('Building');
  }, 30_000);
});
