ALTER TABLE "product_price_stats" ADD COLUMN "merchant_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Stats refreshed before this migration get their merchants now; later refreshes write them.
UPDATE product_price_stats s SET merchant_ids = m.ids
FROM (SELECT product_id, region, array_agg(DISTINCT merchant_id ORDER BY merchant_id) AS ids FROM offers GROUP BY product_id, region) m
WHERE m.product_id = s.product_id AND m.region = s.region;
