// A PostgreSQL cluster for the benchmarks, kept between runs under .data/bench-pg so the slow
// `scale` seed is paid once. Same server flags as tools/scripts/with-postgres.mjs (loopback only,
// trust auth, fsync off) plus memory settings sized for a 200,000-product catalogue.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isPortFree } from '../../scripts/lib/ports.mjs';

const isRoot = process.getuid?.() === 0;

export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) throw new Error('PostgreSQL is not installed (expected /usr/lib/postgresql/<version>/bin)');
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('No initdb under /usr/lib/postgresql');
  return join(base, versions[0], 'bin');
}

/** Server settings used for every benchmark run (printed with the results). */
export const SERVER_SETTINGS = {
  listen_addresses: '127.0.0.1',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  shared_buffers: '1GB',
  effective_cache_size: '4GB',
  maintenance_work_mem: '512MB',
  max_wal_size: '4GB',
  max_connections: '100',
};

function pgIds() {
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

function asPostgres(args) {
  // initdb and postgres refuse to run as root: run them as the postgres system user.
  return isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
}

function run(args, opts = {}) {
  const [cmd, rest] = asPostgres(args);
  return execFileSync(cmd, rest, { stdio: ['ignore', 'pipe', 'inherit'], ...opts });
}

/**
 * Starts (creating when needed) the cluster in `dir`. Returns { url, port, logFile, created, stop }.
 * `fresh` deletes an existing cluster first.
 */
export async function startCluster(dir, { fresh = false, port: wanted = 55532 } = {}) {
  const bin = findPostgresBin();
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    const { uid, gid } = pgIds();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  let created = false;
  if (!existsSync(join(data, 'PG_VERSION'))) {
    rmSync(data, { recursive: true, force: true });
    run([join(bin, 'initdb'), '-D', data, '-U', 'kori', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    created = true;
  }
  // Already running (another benchmark, or a run killed hard): use it as it is and leave it running.
  let running = false;
  try {
    run([join(bin, 'pg_ctl'), '-D', data, 'status'], { stdio: 'ignore' });
    running = true;
  } catch {
    // not running
  }
  if (running) {
    const port = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return { url: `postgres://kori@127.0.0.1:${port}/kori`, port, logFile, created, stop: () => undefined, shared: true };
  }
  let port = wanted;
  while (!(await isPortFree(port))) port += 1;
  const options = [`-p ${port}`, `-k ${dir}`, ...Object.entries(SERVER_SETTINGS).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  run([join(bin, 'pg_ctl'), '-D', data, '-l', logFile, '-w', '-t', '120', '-o', options, 'start']);
  if (created) run([join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'kori', 'kori']);
  const url = `postgres://kori@127.0.0.1:${port}/kori`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
  };
  return { url, port, logFile, created, stop };
}
