import type { Logger } from '@kori/util-log';
import type { Database } from '../db/database';
import { utcToday } from '../domain/calendar-date';
import type { CatalogueCache } from './catalogue-cache';
import { priceStatsRefreshedOn, refreshPriceStats } from './refresh-price-stats';
import { refreshProductSearch } from './search/product-search';

export interface PriceStatsScheduler {
  /** Refreshes now if the stats are not for today; resolves when done. */
  checkNow(): Promise<void>;
  stop(): void;
}

/**
 * Keeps product_price_stats (and the daily price records) current: checks at start and every
 * `intervalMs`, and refreshes once per new UTC day. Never throws; failures are logged and retried.
 */
export function startPriceStatsScheduler(deps: {
  db: Database;
  catalogue: CatalogueCache;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
  /** Runs the refresh where long statements are allowed (DatabaseHandle.maintenance); default: on `db`. */
  maintenance?: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
}): PriceStatsScheduler {
  const maintenance = deps.maintenance ?? ((work) => work(deps.db));
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;

  const checkNow = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        const today = utcToday(now());
        if ((await priceStatsRefreshedOn(deps.db)) === today) return;
        const started = Date.now();
        const { result, search } = await maintenance(async (db) => {
          const stats = await refreshPriceStats(db, { today });
          // What text searches read: the new stats, and tiers following popularity (decision 009).
          return { result: stats, search: await refreshProductSearch(db) };
        });
        deps.catalogue.invalidate();
        deps.logger.info('price stats refreshed', { today, ...result, searchRowsChanged: search.changed, ms: Date.now() - started });
      } catch (error) {
        if (!stopped) deps.logger.error('price stats refresh failed', { error });
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void checkNow(), deps.intervalMs ?? 10 * 60_000);
  timer.unref();
  return {
    checkNow,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
