// Starts child processes with prefixed output and stops them all together.
import { spawn } from 'node:child_process';

const colors = { api: 36, sandbox: 35, storefront: 32, e2e: 33 };

export function createProcessGroup() {
  const children = new Map();
  let stopping = false;

  function start(name, command, args, { env = {}, cwd } = {}) {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `\x1b[${colors[name] ?? 37}m[${name}]\x1b[0m `;
    const pipe = (stream, out) => {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) out.write(prefix + line + '\n');
      });
      stream.on('end', () => buffer && out.write(prefix + buffer + '\n'));
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    const entry = { child, alive: true, exitCode: null };
    child.on('exit', (code, signal) => {
      entry.alive = false;
      entry.exitCode = code;
      if (!stopping) {
        process.stderr.write(`${prefix}exited (${signal ?? code}); stopping the others\n`);
        void stopAll().then(() => process.exit(code || 1));
      }
    });
    children.set(name, entry);
    return entry;
  }

  // One stop for everyone: a second caller (Ctrl-C during a failed start) waits for the same one.
  let stopped = null;
  function stopAll() {
    stopped ??= stopChildren();
    return stopped;
  }

  async function stopChildren() {
    stopping = true;
    const waits = [];
    for (const { child, alive } of children.values()) {
      if (!alive) continue;
      waits.push(new Promise((resolve) => child.once('exit', resolve)));
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => {
      for (const { child, alive } of children.values()) if (alive) child.kill('SIGKILL');
    }, 8000);
    await Promise.all(waits);
    clearTimeout(timer);
  }

  return { start, stopAll, isAlive: (name) => children.get(name)?.alive ?? false };
}
