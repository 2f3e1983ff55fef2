-- Abandoned-cart reminders (features/cart-reminders, issue #37): a store's settings (off until
-- the seller turns them on; 1 h, 24 h, 72 h), one row per life of a shopper's cart
-- (abandoned_carts: its last change, reminders sent, the order that recovered it), one row per
-- reminder sent (unique per cart and step: never twice), the marketing e-mails' consent
-- (customers.marketing_emails_since; customer_consents gains the purpose and the sign-up's and
-- checkout's sources) and an outbox e-mail's own headers (List-Unsubscribe, RFC 8058).
-- The carts that hold items now open their life at their newest line's time.
CREATE TABLE "abandoned_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"recovered_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abandoned_carts_reminders_ck" CHECK ("abandoned_carts"."reminders_sent" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "cart_reminder_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"first_delay_minutes" integer DEFAULT 60 NOT NULL,
	"second_delay_minutes" integer DEFAULT 1440,
	"third_delay_minutes" integer DEFAULT 4320,
	"last_coupon_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminder_settings_delays_ck" CHECK ("cart_reminder_settings"."first_delay_minutes" > 0
        and ("cart_reminder_settings"."second_delay_minutes" is null or "cart_reminder_settings"."second_delay_minutes" > "cart_reminder_settings"."first_delay_minutes")
        and ("cart_reminder_settings"."third_delay_minutes" is null or ("cart_reminder_settings"."second_delay_minutes" is not null and "cart_reminder_settings"."third_delay_minutes" > "cart_reminder_settings"."second_delay_minutes")))
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"items" jsonb NOT NULL,
	"value_cents" integer NOT NULL,
	"coupon_code" text,
	"restore_token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_reminders_step_ck" CHECK ("cart_reminders"."step" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "customer_consents" DROP CONSTRAINT "customer_consents_purpose_ck";--> statement-breakpoint
ALTER TABLE "customer_consents" DROP CONSTRAINT "customer_consents_source_ck";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "marketing_emails_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD CONSTRAINT "abandoned_carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD CONSTRAINT "abandoned_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD CONSTRAINT "abandoned_carts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminder_settings" ADD CONSTRAINT "cart_reminder_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminder_settings" ADD CONSTRAINT "cart_reminder_settings_last_coupon_id_coupons_id_fk" FOREIGN KEY ("last_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_cart_id_abandoned_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."abandoned_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_carts_open_uq" ON "abandoned_carts" USING btree ("customer_id") WHERE "abandoned_carts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "abandoned_carts_due_idx" ON "abandoned_carts" USING btree ("changed_at") WHERE "abandoned_carts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "abandoned_carts_store_idx" ON "abandoned_carts" USING btree ("store_id","created_at") WHERE "abandoned_carts"."reminders_sent" > 0;--> statement-breakpoint
CREATE INDEX "abandoned_carts_unreminded_closed_idx" ON "abandoned_carts" USING btree ("closed_at") WHERE "abandoned_carts"."closed_at" is not null and "abandoned_carts"."reminders_sent" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_cart_step_uq" ON "cart_reminders" USING btree ("cart_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_restore_token_uq" ON "cart_reminders" USING btree ("restore_token_hash");--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_purpose_ck" CHECK ("customer_consents"."purpose" in ('price_drop_emails', 'marketing_emails'));--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_source_ck" CHECK ("customer_consents"."source" in ('account', 'email_link', 'sign_up', 'checkout'));--> statement-breakpoint
INSERT INTO "abandoned_carts" ("store_id", "customer_id", "changed_at")
SELECT "store_id", "customer_id", max("created_at") FROM "cart_items" GROUP BY "store_id", "customer_id";
