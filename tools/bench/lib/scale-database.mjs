// The `scale` catalogue in the cached benchmark cluster: seeds it with the API's seed CLI when the
// cluster is new or the seed/migration sources changed since it was seeded.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from '../../scripts/lib/config.mjs';
import pg from 'pg';
import { startCluster } from './postgres.mjs';

export const BENCH_PG_DIR = join(root, '.data/bench-pg');
const SIZE = 'scale';

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Hash of the code that decides what the seed writes. Migrations are not part of it: the API applies
 * new ones on start; an applied migration edited since is caught by `editedMigrations`.
 */
export function seedFingerprint() {
  const files = [...listFiles(join(root, 'apps/api/src/db/seed')), ...listFiles(join(root, 'libs/catalogue-seed/src')), ...listFiles(join(root, 'apps/api/src/db/schema'))]
    .filter((f) => !/\.test\.tsx?$/.test(f))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Applied migrations whose file on disk no longer has the hash drizzle recorded (edited in place). */
async function editedMigrations(url) {
  const onDisk = new Set(
    listFiles(join(root, 'apps/api/drizzle'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => createHash('sha256').update(readFileSync(f, 'utf8')).digest('hex')),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select id, hash from drizzle.__drizzle_migrations order by id');
    return rows.filter((row) => !onDisk.has(row.hash)).map((row) => row.id);
  } catch {
    return [];
  } finally {
    await client.end();
  }
}

async function recreateDatabase(url) {
  const admin = new pg.Client({ connectionString: url.replace(/\/kori$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query('drop database if exists kori with (force)');
    await admin.query('create database kori');
  } finally {
    await admin.end();
  }
}

/**
 * Starts the cluster and makes sure it holds the scale seed. Options: fresh (start over), reuse
 * (keep an existing seed even when the sources changed). Returns the cluster and seed facts.
 */
export async function ensureScaleDatabase({ fresh = false, reuse = false, log = console.log } = {}) {
  const markerFile = join(BENCH_PG_DIR, 'seeded.json');
  const fingerprint = seedFingerprint();
  let marker = null;
  if (!fresh && existsSync(markerFile)) {
    try {
      marker = JSON.parse(readFileSync(markerFile, 'utf8'));
    } catch {
      marker = null;
    }
  }
  const cluster = await startCluster(BENCH_PG_DIR, { fresh });
  let stale = false;
  if (marker && !reuse) {
    const edited = await editedMigrations(cluster.url);
    if (marker.fingerprint !== fingerprint) {
      log(`The seed or schema code changed since the cached cluster was seeded (${marker.fingerprint} -> ${fingerprint}); reseeding (--reuse keeps the old data).`);
      stale = true;
    } else if (edited.length) {
      log(`Applied migration(s) ${edited.join(', ')} were edited since; reseeding (--reuse keeps the old data).`);
      stale = true;
    }
  }
  if (!cluster.created && (stale || !marker)) await recreateDatabase(cluster.url);
  if (marker && !stale) {
    log(`Reusing the ${SIZE} seed from ${marker.seededAt} (seeded in ${Math.round(marker.seconds)} s; --fresh to redo).`);
    return { cluster, seed: marker, reused: true };
  }
  log(`Seeding the ${SIZE} catalogue into ${cluster.url} (this takes a while once; the cluster is kept in ${relative(root, BENCH_PG_DIR)}).`);
  const started = Date.now();
  const res = spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.base.json', 'apps/api/src/db/seed/cli.ts', '--size', SIZE, '--database-url', cluster.url], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: cluster.url },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) {
    cluster.stop();
    throw new Error(`seeding failed with exit code ${res.status}`);
  }
  const seconds = (Date.now() - started) / 1000;
  let summary = null;
  try {
    summary = JSON.parse(res.stdout.toString());
  } catch {
    summary = res.stdout.toString().trim();
  }
  // Fresh statistics and a compact heap, as a long-running database would have.
  spawnSync('psql', [cluster.url, '-q', '-c', 'vacuum analyze'], { stdio: 'inherit' });
  const seed = { size: SIZE, fingerprint, seededAt: new Date().toISOString(), seconds, summary };
  writeFileSync(markerFile, `${JSON.stringify(seed, null, 2)}\n`);
  log(`Seeded in ${Math.round(seconds)} s: ${JSON.stringify(summary)}`);
  return { cluster, seed, reused: false };
}
