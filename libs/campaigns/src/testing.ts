/**
 * Fixtures for campaign tests (this lib's and others'): data shaped exactly like the generated query
 * types, so a schema change breaks them at compile time.
 */
import type { BlackFridayDeal } from './lib/black-friday/black-friday-data';
import { dealFixture, type DealFixtureOptions } from '@kori/ui/testing';

/** One Black Friday deal: an 11 % drop with its 30-day lowest and 90-day trend prices. */
export function blackFridayDealFixture(overrides: Omit<DealFixtureOptions, 'merchant'> = {}): BlackFridayDeal {
  return dealFixture(overrides);
}
