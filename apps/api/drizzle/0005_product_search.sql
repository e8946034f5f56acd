CREATE TABLE IF NOT EXISTS "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"popularity" integer NOT NULL,
	"tier" smallint NOT NULL,
	"category_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"offer_counts" integer[] NOT NULL,
	"best_totals" integer[] NOT NULL,
	"in_stock" boolean[] NOT NULL,
	"drop_percents" integer[] NOT NULL,
	"deals" boolean[] NOT NULL,
	"merchants" text[] NOT NULL,
	"search_name" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_vector_tier1_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_vector_tier2_idx";--> statement-breakpoint
ALTER TABLE "product_search" DROP CONSTRAINT IF EXISTS "product_search_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A catalogue seeded before this migration gets its rows now, in popularity order and before the
-- indexes are built (catalog/search/product-search.ts keeps them current; same tiers and arrays).
WITH ranked AS (
  SELECT p.*, row_number() OVER (ORDER BY p.popularity DESC, p.id) AS position, count(*) OVER () AS total FROM products p
)
INSERT INTO product_search (product_id, popularity, tier, category_id, brand_id, offer_counts, best_totals, in_stock, drop_percents, deals,
  merchants, search_name, search_vector)
SELECT r.id, r.popularity,
  CASE WHEN r.position <= ceil(r.total * 0.01) THEN 1 WHEN r.position <= ceil(r.total * 0.03) THEN 2
    WHEN r.position <= ceil(r.total * 0.1) THEN 3 WHEN r.position <= ceil(r.total * 0.3) THEN 4 ELSE 5 END,
  r.category_id, r.brand_id,
  ARRAY[coalesce(s1.offer_count, 0), coalesce(s2.offer_count, 0), coalesce(s3.offer_count, 0)],
  ARRAY[s1.best_total, s2.best_total, s3.best_total],
  ARRAY[coalesce(s1.in_stock_count, 0) > 0, coalesce(s2.in_stock_count, 0) > 0, coalesce(s3.in_stock_count, 0) > 0],
  ARRAY[coalesce(s1.drop_percent, 0), coalesce(s2.drop_percent, 0), coalesce(s3.drop_percent, 0)],
  ARRAY[coalesce(s1.is_deal, false), coalesce(s2.is_deal, false), coalesce(s3.is_deal, false)],
  ARRAY[array_to_string(coalesce(s1.merchant_ids, '{}'), ','), array_to_string(coalesce(s2.merchant_ids, '{}'), ','),
    array_to_string(coalesce(s3.merchant_ids, '{}'), ',')],
  r.search_name, r.search_vector
FROM ranked r
LEFT JOIN product_price_stats s1 ON s1.product_id = r.id AND s1.region = 'FI'
LEFT JOIN product_price_stats s2 ON s2.product_id = r.id AND s2.region = 'SE'
LEFT JOIN product_price_stats s3 ON s3.product_id = r.id AND s3.region = 'NL'
ORDER BY r.popularity DESC, r.id
ON CONFLICT (product_id) DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_vector_tier1_idx" ON "product_search" USING gin ("search_vector") WHERE tier = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_vector_tier2_idx" ON "product_search" USING gin ("search_vector") WHERE tier <= 2;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_vector_tier3_idx" ON "product_search" USING gin ("search_vector") WHERE tier <= 3;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_vector_tier4_idx" ON "product_search" USING gin ("search_vector") WHERE tier <= 4;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_name_trgm_idx" ON "product_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "popularity_tier";--> statement-breakpoint
ANALYZE product_search;
