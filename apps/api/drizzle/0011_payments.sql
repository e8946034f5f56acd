CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payload_digest" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_settlements" (
	"payment_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_settlements_payment_id_merchant_id_kind_pk" PRIMARY KEY("payment_id","merchant_id","kind"),
	CONSTRAINT "payment_settlements_kind_check" CHECK ("payment_settlements"."kind" in ('CAPTURE', 'RELEASE'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"status" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"redirect_url" text,
	"jwt" text,
	"authorized_amount" integer,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"released_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('AVARDA', 'ADYEN', 'STRIPE'))
);
--> statement-breakpoint
ALTER TABLE "payment_settlements" ADD CONSTRAINT "payment_settlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settlements_key_idx" ON "payment_settlements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_settlements_pending_idx" ON "payment_settlements" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","reference");