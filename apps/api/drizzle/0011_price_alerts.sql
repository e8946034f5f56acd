CREATE TABLE "price_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"target_price" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmation_code_hash" text,
	"confirmation_expires_at" timestamp with time zone,
	"confirmation_attempts" integer DEFAULT 0 NOT NULL,
	"last_notified_price" integer,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_status_check" CHECK ("price_alerts"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "price_alerts_target_check" CHECK ("price_alerts"."target_price" > 0),
	CONSTRAINT "price_alerts_region_check" CHECK ("price_alerts"."region" in ('FI', 'SE', 'NL'))
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_product_region_idx" ON "price_alerts" USING btree ("product_id","region");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id");