// What the benchmarks that run the production build share: their build and data options, the production build, and the
// three apps started from dist on benchmark data that is seeded once and kept between runs.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps } from '../../scripts/lib/app-launch.mjs';
import { root } from '../../scripts/lib/config.mjs';
import { benchDatabase, startAppServers } from './app-servers.mjs';

export const log = (line = '') => process.stdout.write(`${line}\n`);

/** parseArgs options for building and starting the apps (spread next to a script's own options). */
export const APP_OPTIONS = {
  build: { type: 'boolean', default: true },
  'no-build': { type: 'boolean', default: false },
  seed: { type: 'string', default: 'demo' },
  'fresh-data': { type: 'boolean', default: false },
  pglite: { type: 'boolean', default: false },
};

/** The command line of a run against the production build: APP_OPTIONS and the run's own `options` (parseArgs options). */
export function benchArgs(options) {
  return parseArgs({ options: { ...APP_OPTIONS, ...options } }).values;
}

/**
 * Builds the apps unless told not to, then starts them; `stop()` stops the apps and the database. The
 * data directory (.data/bench-<data>) and the benchmark PostgreSQL database are the page benchmarks'
 * for the seed unless `data` and `database` name others.
 */
export async function startBenchApps(args, { data = `pages-${args.seed}`, database: databaseName = `kori_pages_${args.seed}`, logLevel = 'warn' } = {}) {
  if (args.build && !args['no-build']) {
    log('Building api, sandbox and storefront (production)...');
    buildApps({ stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = join(root, `.data/bench-${data}`);
  if (args['fresh-data']) rmSync(dataDir, { recursive: true, force: true });
  // PostgreSQL by default (as in production; PGlite serves one query at a time), seeded once and kept.
  const database = args.pglite ? null : await benchDatabase(databaseName);
  const where = database
    ? `PostgreSQL database ${databaseName} in the benchmark cluster (.data/bench-pg)`
    : `embedded PGlite in ${dataDir.replace(`${root}/`, '')}`;
  log(`Starting the apps from dist (SEED=${args.seed}, ${where}, seeded on the first run only)...`);
  const servers = await startAppServers({ dataDir, databaseUrl: database?.url ?? '', seed: args.seed, logLevel });
  return {
    servers,
    database,
    async stop() {
      await servers.stop();
      database?.stop();
    },
  };
}
