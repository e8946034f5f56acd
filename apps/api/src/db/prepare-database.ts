import type { Logger } from '@kori/util-log';
import type { SeedOnStart } from '../config/env';
import type { DatabaseHandle } from './open-database';
import { DEMO_SHOPPER_EMAIL, seedDemoOrders } from '../orders/demo-orders';
import { seedCampaigns } from '../campaigns/campaign-store';
import { utcToday } from '../domain/calendar-date';
import { isCatalogueEmpty, seedDatabase } from './seed/seed-database';

/** Migrate, then seed the chosen catalogue (and the starting campaigns) when the database has none (SEED=none skips it). */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: SeedOnStart; logger: Logger }): Promise<void> {
  const { logger } = options;
  const started = Date.now();
  await handle.migrate();
  logger.info('database migrated', { kind: handle.kind, ms: Date.now() - started });
  const size = options.seed;
  if (size === 'none') return;
  if (!(await isCatalogueEmpty(handle.db))) {
    // A database seeded before campaigns existed gets the starting ones; present ones are never changed.
    const added = await seedCampaigns(handle.db, utcToday());
    if (added > 0) logger.info('starting campaigns added', { added });
    return;
  }
  logger.info('database has no catalogue; seeding', { size: options.seed });
  let lastLogged = 0;
  const summary = await handle.maintenance((db) => seedDatabase(db, {
    size,
    onProgress: (phase, done, total) => {
      if (Date.now() - lastLogged > 2000 || done === total) {
        lastLogged = Date.now();
        logger.info('seeding', { phase, done, total });
      }
    },
  }));
  logger.info('catalogue seeded', { ...summary });
  if (size === 'demo') {
    // The account pages' demo: past orders (with invoices) for the demo shopper's first sign-in.
    const demoOrders = await seedDemoOrders(handle.db);
    logger.info('demo orders seeded', { orders: demoOrders, signInAs: DEMO_SHOPPER_EMAIL });
  }
}
