CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"coupon_id" integer,
	"referrer_user_id" text,
	"code" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"paid_by" text NOT NULL,
	"discounted_product_id" text,
	"discounted_product_price" integer,
	"merchant_shares" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"minimum_product_price" integer,
	"audience" text DEFAULT 'ANYONE' NOT NULL,
	"max_uses_per_user" integer DEFAULT 1,
	"paid_by" text NOT NULL,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper_check" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('PERCENTAGE', 'FIXED', 'PRODUCT')),
	CONSTRAINT "coupons_audience_check" CHECK ("coupons"."audience" in ('ANYONE', 'FIRST_TIME_BUYER', 'RETURNING_CUSTOMER')),
	CONSTRAINT "coupons_paid_by_check" CHECK ("coupons"."paid_by" in ('KORI', 'MERCHANT')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'FIXED' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_fixed_currency_check" CHECK ("coupons"."kind" <> 'FIXED' or "coupons"."currency" is not null)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" text NOT NULL,
	"friend_key" text NOT NULL,
	"friend_user_id" text,
	"checkout_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'ORDER_COMPLETED' NOT NULL,
	"reward_coupon_id" integer,
	"reward_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('ORDER_COMPLETED', 'REWARDED'))
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_coupon_id_coupons_id_fk" FOREIGN KEY ("reward_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_checkout_idx" ON "coupon_redemptions" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_email_idx" ON "coupon_redemptions" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_idx" ON "referrals" USING btree ("friend_key");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_checkout_idx" ON "referrals" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");