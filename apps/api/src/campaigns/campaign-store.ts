import { and, arrayContains, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Region } from '@kori/region';
import type { Database } from '../db/database';
import { campaigns, coupons, type CampaignRow, type CouponRow } from '../db/schema';
import { addDays } from '../domain/calendar-date';
import { seedCampaignRows } from './campaign-seed';

/**
 * The active campaigns of `region` that run around `today`: one day of slack on either side, because the
 * shopper's own calendar day (which decides whether a banner shows) may differ from the server's UTC day.
 * The newest start comes first: that campaign is the current one where several run at once.
 */
export async function listActiveCampaigns(db: Database, region: Region, today: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.isActive, true),
        arrayContains(campaigns.regions, [region]),
        lte(campaigns.startsOn, addDays(today, 1)),
        gte(campaigns.endsOn, addDays(today, -1)),
      ),
    )
    .orderBy(desc(campaigns.startsOn), asc(campaigns.id));
}

/** Adds the starting campaigns (STAR, Black Friday) that are missing; existing ones are left as they are. */
export async function seedCampaigns(db: Database, today: string): Promise<number> {
  const inserted = await db.insert(campaigns).values(seedCampaignRows(today)).onConflictDoNothing().returning({ id: campaigns.id });
  return inserted.length;
}

/** The coupons behind campaigns' discount codes, by code. */
export async function couponsByCode(db: Database, codes: readonly string[]): Promise<Map<string, CouponRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select().from(coupons).where(inArray(coupons.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row]));
}
