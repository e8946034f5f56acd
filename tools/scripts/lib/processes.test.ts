import { spawn } from 'node:child_process';
import { join } from 'node:path';

const processesModule = join(__dirname, 'processes.mjs');

/**
 * Runs a small ES module that uses createProcessGroup with `children` (name -> inline Node script) and
 * then does `then`; resolves with its exit code and output.
 */
function runGroup(children: Record<string, string>, then: string) {
  const script = `
    import { createProcessGroup } from ${JSON.stringify(processesModule)};
    const group = createProcessGroup();
    for (const [name, code] of Object.entries(${JSON.stringify(children)})) group.start(name, process.execPath, ['-e', code]);
    ${then}
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((done) => child.on('close', (code) => done({ code, output })));
}

// A child that says it is up, and on SIGTERM says goodbye and exits 0, as the three apps do.
const app = (name: string) =>
  `console.log('${name} up'); process.on('SIGTERM', () => { console.log('${name} stopped'); process.exit(0); }); setInterval(() => {}, 1000);`;

describe('createProcessGroup', () => {
  it('prefixes each line with the app name and stops every app on stopAll, waiting for them', async () => {
    const { code, output } = await runGroup(
      { api: app('api'), storefront: app('storefront') },
      `setTimeout(async () => { await group.stopAll(); console.log('all stopped', group.isAlive('api'), group.isAlive('storefront')); }, 1500);`,
    );
    expect(code).toBe(0);
    expect(output).toMatch(/\[api\].* api up/);
    expect(output).toMatch(/\[storefront\].* storefront stopped/);
    expect(output).toContain('all stopped false false');
  }, 30_000);

  it('stops the others and exits non-zero when one app dies on its own', async () => {
    const { code, output } = await runGroup(
      { api: `setTimeout(() => process.exit(3), 500);`, sandbox: app('sandbox') },
      `setInterval(() => {}, 1000);`,
    );
    expect(code).toBe(3);
    expect(output).toMatch(/\[api\].* exited \(3\); stopping the others/);
    expect(output).toContain('sandbox stopped');
  }, 30_000);

  it('lets a second stopAll wait for the first instead of returning early', async () => {
    const slowApp = `process.on('SIGTERM', () => setTimeout(() => { console.log('slow stopped'); process.exit(0); }, 700)); setInterval(() => {}, 1000);`;
    const { code, output } = await runGroup(
      { slow: slowApp },
      `setTimeout(async () => { void group.stopAll(); await group.stopAll(); console.log('second returned', group.isAlive('slow')); }, 1000);`,
    );
    expect(code).toBe(0);
    expect(output.indexOf('slow stopped')).toBeGreaterThan(-1);
    expect(output.indexOf('second returned false')).toBeGreaterThan(output.indexOf('slow stopped'));
  }, 30_000);
});
