CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL,
	"top_product_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_name), 'A') || setweight(to_tsvector('simple'::regconfig, replace(brand_id, '-', ' ')), 'B') || setweight(to_tsvector('simple'::regconfig, search_text), 'C') || setweight(jsonb_to_tsvector('simple'::regconfig, specs, '["string"]'::jsonb), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Dropping the column dropped its index; the weighted vector gets it back.
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
