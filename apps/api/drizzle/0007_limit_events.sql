CREATE TABLE "limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_events_bucket_key_at_idx" ON "limit_events" USING btree ("bucket","key","at");