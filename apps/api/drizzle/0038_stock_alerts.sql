-- "Avise-me quando chegar" (features/stock-alerts, issue #37 §2): a store's factor (a return of N
-- units e-mails at most N × factor requests; 2 until the seller saves it), one row per shopper's
-- request (pending until a shopper not signed in confirms the e-mail; active; sent once;
-- cancelled), one in force per variation and address, and the returns the stock ledger notes
-- for the sweep (lib/stock-ledger.ts) while a variation has active requests.
CREATE TABLE "stock_alert_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "stock_alert_returns_units_ck" CHECK ("stock_alert_returns"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_alert_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"factor" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alert_settings_factor_ck" CHECK ("stock_alert_settings"."factor" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"customer_id" uuid,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	CONSTRAINT "stock_alerts_status_ck" CHECK ("stock_alerts"."status" in ('pending', 'active', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stock_alert_returns" ADD CONSTRAINT "stock_alert_returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert_returns" ADD CONSTRAINT "stock_alert_returns_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert_settings" ADD CONSTRAINT "stock_alert_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alert_returns_due_idx" ON "stock_alert_returns" USING btree ("created_at") WHERE "stock_alert_returns"."handled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_uq" ON "stock_alerts" USING btree ("variation_id","email") WHERE "stock_alerts"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "stock_alerts_queue_idx" ON "stock_alerts" USING btree ("variation_id","requested_at") WHERE "stock_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "stock_alerts_pending_idx" ON "stock_alerts" USING btree ("requested_at") WHERE "stock_alerts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_uq" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_unsubscribe_token_uq" ON "stock_alerts" USING btree ("unsubscribe_token_hash");