CREATE TABLE "store_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"problem" text,
	CONSTRAINT "store_domains_status_ck" CHECK ("store_domains"."status" in ('pending', 'verified', 'failing'))
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "primary_host" text;--> statement-breakpoint
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_domains_store_domain_uq" ON "store_domains" USING btree ("store_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "store_domains_held_uq" ON "store_domains" USING btree ("domain") WHERE "store_domains"."status" in ('verified', 'failing');