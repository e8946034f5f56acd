ALTER TABLE "products" ADD COLUMN "popularity_tier" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
-- Tiers for a catalogue seeded before this migration (catalog/popularity-tiers.ts keeps them current).
WITH ranked AS (
  SELECT id, row_number() OVER (ORDER BY popularity DESC, id) AS position, count(*) OVER () AS total FROM products
)
UPDATE products p SET popularity_tier = CASE WHEN r.position <= ceil(r.total * 0.01) THEN 1 WHEN r.position <= ceil(r.total * 0.10) THEN 2 ELSE 3 END
FROM ranked r WHERE r.id = p.id AND r.position <= ceil(r.total * 0.10);--> statement-breakpoint
CREATE INDEX "products_search_vector_tier1_idx" ON "products" USING gin ("search_vector") WHERE popularity_tier = 1;--> statement-breakpoint
CREATE INDEX "products_search_vector_tier2_idx" ON "products" USING gin ("search_vector") WHERE popularity_tier <= 2;
