CREATE TABLE "checkout_merchants" (
	"checkout_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"step" text DEFAULT 'CREATE_CART' NOT NULL,
	"merchant_cart_id" text,
	"number_added" integer DEFAULT 0 NOT NULL,
	"total_to_add" integer NOT NULL,
	"number_found" integer DEFAULT 0 NOT NULL,
	"line_outcomes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_options" jsonb,
	"chosen_delivery_option_id" text,
	"error_type" text,
	"merchant_status" text,
	"order_reference" text,
	"tracking_id" text,
	"items_total" integer,
	"delivery_cost" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_merchants_checkout_id_merchant_id_pk" PRIMARY KEY("checkout_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" text NOT NULL,
	"user_id" text,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"payment_reference" text,
	"charged_amount" integer,
	"void_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_region_check" CHECK ("checkouts"."region" in ('FI', 'SE', 'NL')),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('INITIATED', 'INITIATE_COMPLETE', 'FAILED', 'PERFORM', 'PERFORM_COMPLETE', 'PERFORM_FAILED'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"user_id" text,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"items_total" integer NOT NULL,
	"delivery_cost" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"owed_by_customer" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_merchants" ADD CONSTRAINT "checkout_merchants_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_region_idx" ON "checkouts" USING btree ("user_id","region","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_status_idx" ON "checkouts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");