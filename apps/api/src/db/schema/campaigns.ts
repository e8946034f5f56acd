import { sql } from 'drizzle-orm';
import { boolean, check, date, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Language, Region } from '@kori/region';
import { createdAtColumn } from './time-columns';

/** A campaign banner's texts in one language. */
export interface CampaignBannerTexts {
  /** The full banner text. */
  text: string;
  /** The short text narrow screens show. */
  shortText: string;
  /** A sentence or two about the offer (the campaign terms page, the expanded banner). */
  blurb: string | null;
}

/** The banner in the default language (Finnish): its texts and the link to read more, as a campaign banner shows them. */
const defaultBannerColumns = () => ({
  bannerText: text('banner_text').notNull(),
  bannerShortText: text('banner_short_text').notNull(),
  bannerReadMoreLink: text('banner_read_more_link'),
  bannerBlurb: text('banner_blurb'),
});

/**
 * Campaigns the storefront shows as banners: the banner columns hold the Finnish (default) texts,
 * `translations` the other languages'. A campaign runs from `starts_on` to `ends_on`, both days
 * inclusive, in the regions it names, while `is_active`. Its discount promotion is a coupon code
 * (the coupons at checkout decide what the code gives).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    isActive: boolean('is_active').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    regions: text('regions').array().$type<Region[]>().notNull(),
    ...defaultBannerColumns(),
    // Where the banner leads (a path of the storefront), if anywhere.
    link: text('link'),
    discountCode: text('discount_code'),
    firstTimeBuyer: boolean('first_time_buyer').notNull().default(false),
    affectsPricesOnProductPages: boolean('affects_prices_on_product_pages').notNull().default(false),
    translations: jsonb('translations').$type<Partial<Record<Exclude<Language, 'fi'>, CampaignBannerTexts>>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('campaigns_duration_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check('campaigns_discount_code_check', sql`${t.discountCode} is null or ${t.discountCode} = upper(${t.discountCode})`),
    check('campaigns_regions_check', sql`${t.regions} <@ array['FI', 'SE', 'NL']::text[]`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
