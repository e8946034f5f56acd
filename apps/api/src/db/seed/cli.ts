/**
 * Seeds the catalogue from the command line:
 *   tsx apps/api/src/db/seed/cli.ts --size demo|tiny|scale [--database-url postgres://...] [--reset]
 *     [--seed kori] [--today YYYY-MM-DD] [--data-dir .data]
 * Without a database URL (flag or DATABASE_URL) it writes the embedded PGlite database under DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadApiEnv } from '../../config/env';
import { isIsoDate } from '../../domain/calendar-date';
import { databaseOptionsFromEnv, openDatabase } from '../open-database';
import { createProgressBar, type ProgressBar } from './progress-bar';
import { CatalogueNotEmptyError, seedDatabase } from './seed-database';
import { DEFAULT_SEED, SEED_SIZES } from '@kori/catalogue-seed';

const usage = `usage: tsx apps/api/src/db/seed/cli.ts --size ${SEED_SIZES.join('|')} [--database-url URL] [--data-dir DIR] [--seed TEXT] [--today YYYY-MM-DD] [--reset]`;

const argsSchema = z.object({
  size: z.enum(SEED_SIZES, { error: `--size must be one of ${SEED_SIZES.join(', ')}` }),
  'database-url': z.url({ protocol: /^postgres(ql)?$/, error: '--database-url must be a postgres:// URL' }).optional(),
  'data-dir': z.string().min(1).optional(),
  seed: z.string().min(1).default(DEFAULT_SEED),
  today: z.string().refine(isIsoDate, '--today must be a date like 2025-06-01').optional(),
  reset: z.boolean().default(false),
});

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        size: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        today: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const args = argsSchema.safeParse(parsed);
  if (!args.success) {
    process.stderr.write(`${args.error.issues.map((issue) => issue.message).join('\n')}\n${usage}\n`);
    return 2;
  }

  const env = loadApiEnv({
    ...process.env,
    ...(args.data['database-url'] ? { DATABASE_URL: args.data['database-url'] } : {}),
    ...(args.data['data-dir'] ? { DATA_DIR: args.data['data-dir'] } : {}),
  });
  const target = databaseOptionsFromEnv(env);
  process.stderr.write(`Seeding the ${args.data.size} catalogue into ${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${env.PGLITE_DIR}`}\n`);

  const handle = await openDatabase(target);
  const bars: Partial<Record<string, ProgressBar>> = {};
  try {
    await handle.migrate();
    const summary = await seedDatabase(handle.db, {
      size: args.data.size,
      seed: args.data.seed,
      reset: args.data.reset,
      ...(args.data.today ? { today: args.data.today } : {}),
      onProgress: (phase, done, total) => {
        const bar = (bars[phase] ??= createProgressBar(phase === 'catalogue' ? 'products   ' : 'price stats'));
        bar.update(done, total);
        if (done >= total) bar.finish();
      },
    });
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CatalogueNotEmptyError) {
      process.stderr.write('The database already has a catalogue. Run again with --reset to replace it.\n');
      return 1;
    }
    throw error;
  } finally {
    for (const bar of Object.values(bars)) bar?.finish();
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
