#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server on 127.0.0.1:
//   node tools/scripts/with-postgres.mjs -- npx jest -c apps/api/jest.config.cjs
// Starts a fresh cluster in a temporary directory, exports DATABASE_URL, stops and removes it after.
// Installs Debian's postgresql package when it is missing and we are root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPortFree } from './lib/ports.mjs';

const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin/initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

let bin = findBinDir();
if (!bin) {
  if (!isRoot) {
    console.error('PostgreSQL is not installed. As root: apt-get update && apt-get install -y postgresql');
    process.exit(1);
  }
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
  bin = findBinDir();
}

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (!command.length) {
  console.error('usage: with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}

let port = Number(process.env.PG_TEST_PORT ?? 55432);
while (!(await isPortFree(port))) port += 1;

const dir = mkdtempSync(join(tmpdir(), 'kori-pg-'));
const data = join(dir, 'data');
// initdb refuses to run as root: hand the directory to the postgres system user.
const asPg = (args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
if (isRoot) {
  const { uid, gid } = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) };
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
}

const run = (args, opts = {}) => {
  const [cmd, rest] = asPg(args);
  return execFileSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], ...opts });
};

let code = 1;
try {
  run([join(bin, 'initdb'), '-D', data, '-U', 'kori', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run([join(bin, 'pg_ctl'), '-D', data, '-l', join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, 'start']);
  run([join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'kori', 'kori']);
  const url = `postgres://kori@127.0.0.1:${port}/kori`;
  console.log(`PostgreSQL ready at ${url}`);
  const res = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
  code = res.status ?? 1;
} finally {
  try {
    run([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
