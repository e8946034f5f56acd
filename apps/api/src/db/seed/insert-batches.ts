import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import type { BrandRow, CategoryRow } from '../schema';
import type { ProductBatch, SeedMerchant } from '@kori/catalogue-seed/server';

/**
 * Bulk inserts as `INSERT ... SELECT FROM unnest(array, array, ...)`: one parameter per column however
 * many rows, fast on PGlite and PostgreSQL alike. Arrays of arrays travel as text and are cast per row.
 */
const arrayLiteral = (values: readonly (number | null)[]): string => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
const p = (values: unknown[]) => sql.param(values);

export async function insertCategories(db: Database, categories: CategoryRow[]): Promise<void> {
  // Parents first, for the self-reference.
  const rows = [...categories].sort((a, b) => a.level - b.level);
  await db.execute(sql`
    insert into categories (id, parent_id, level, position, name_fi, name_en, name_sv, name_nl)
    select * from unnest(
      ${p(rows.map((r) => r.id))}::text[], ${p(rows.map((r) => r.parentId))}::text[], ${p(rows.map((r) => r.level))}::smallint[],
      ${p(rows.map((r) => r.position))}::int[], ${p(rows.map((r) => r.nameFi))}::text[], ${p(rows.map((r) => r.nameEn))}::text[],
      ${p(rows.map((r) => r.nameSv))}::text[], ${p(rows.map((r) => r.nameNl))}::text[])`);
}

export async function insertBrands(db: Database, brands: BrandRow[]): Promise<void> {
  await db.execute(sql`insert into brands (id, name) select * from unnest(${p(brands.map((b) => b.id))}::text[], ${p(brands.map((b) => b.name))}::text[])`);
}

export async function insertMerchants(db: Database, merchants: SeedMerchant[]): Promise<void> {
  const m = merchants;
  await db.execute(sql`
    insert into merchants (id, name, title, region, currency, delivery_cost, free_delivery_threshold, delivery_types,
      delivery_days, website_url, logo_url, tos_url, privacy_policy_url, rating, purchase_mode)
    select u.id, u.name, u.title, u.region, u.currency, u.delivery_cost, u.free_delivery_threshold, u.delivery_types::text[],
      u.delivery_days, u.website_url, u.logo_url, u.tos_url, u.privacy_policy_url, u.rating, u.purchase_mode
    from unnest(
      ${p(m.map((r) => r.id))}::text[], ${p(m.map((r) => r.name))}::text[], ${p(m.map((r) => r.title))}::text[],
      ${p(m.map((r) => r.region))}::text[], ${p(m.map((r) => r.currency))}::text[], ${p(m.map((r) => r.deliveryCost))}::int[],
      ${p(m.map((r) => r.freeDeliveryThreshold))}::int[], ${p(m.map((r) => `{${r.deliveryTypes.join(',')}}`))}::text[],
      ${p(m.map((r) => r.deliveryDays))}::smallint[], ${p(m.map((r) => r.websiteUrl))}::text[], ${p(m.map((r) => r.logoUrl))}::text[],
      ${p(m.map((r) => r.tosUrl))}::text[], ${p(m.map((r) => r.privacyPolicyUrl))}::text[], ${p(m.map((r) => r.rating))}::real[],
      ${p(m.map((r) => r.purchaseMode))}::text[]
    ) as u(id, name, title, region, currency, delivery_cost, free_delivery_threshold, delivery_types, delivery_days,
      website_url, logo_url, tos_url, privacy_policy_url, rating, purchase_mode)`);
}

/** Inserts one generated batch; `createdAt` pins the row timestamps so equal input gives equal rows. */
export async function insertProductBatch(db: Database, batch: ProductBatch, createdAt: string): Promise<void> {
  const { products: pr, offers: of, history: hi } = batch;
  if (pr.length > 0) {
    await db.execute(sql`
      insert into products (id, slug, name, brand_id, category_id, image_url, description, specs, popularity, search_text, search_name, created_at)
      select u.*, ${createdAt}::timestamptz from unnest(
        ${p(pr.map((r) => r.id))}::int[], ${p(pr.map((r) => r.slug))}::text[], ${p(pr.map((r) => r.name))}::text[],
        ${p(pr.map((r) => r.brandId))}::text[], ${p(pr.map((r) => r.categoryId))}::text[], ${p(pr.map((r) => r.imageUrl))}::text[],
        ${p(pr.map((r) => JSON.stringify(r.description)))}::jsonb[], ${p(pr.map((r) => JSON.stringify(r.specs)))}::jsonb[],
        ${p(pr.map((r) => r.popularity))}::int[], ${p(pr.map((r) => r.searchText))}::text[], ${p(pr.map((r) => r.searchName))}::text[]
      ) as u`);
  }
  if (of.length > 0) {
    await db.execute(sql`
      insert into offers (id, product_id, merchant_id, region, price, currency, stock_quantity, url, updated_at)
      select u.*, ${createdAt}::timestamptz from unnest(
        ${p(of.map((r) => r.id))}::int[], ${p(of.map((r) => r.productId))}::int[], ${p(of.map((r) => r.merchantId))}::text[],
        ${p(of.map((r) => r.region))}::text[], ${p(of.map((r) => r.price))}::int[], ${p(of.map((r) => r.currency))}::text[],
        ${p(of.map((r) => r.stockQuantity))}::int[], ${p(of.map((r) => r.url))}::text[]
      ) as u`);
  }
  if (hi.length > 0) {
    await db.execute(sql`
      insert into price_history (product_id, region, currency, start_date, daily_lowest)
      select u.product_id, u.region, u.currency, u.start_date, u.daily_lowest::int[] from unnest(
        ${p(hi.map((r) => r.productId))}::int[], ${p(hi.map((r) => r.region))}::text[], ${p(hi.map((r) => r.currency))}::text[],
        ${p(hi.map((r) => r.startDate))}::date[], ${p(hi.map((r) => arrayLiteral(r.dailyLowest)))}::text[]
      ) as u(product_id, region, currency, start_date, daily_lowest)`);
  }
}

/** After explicit ids, identity columns must continue above them. */
export async function resetIdentitySequences(db: Database): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), coalesce((select max(id) from products), 0) + 1, false)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('offers', 'id'), coalesce((select max(id) from offers), 0) + 1, false)`);
}
