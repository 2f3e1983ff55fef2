-- An order's NF-e (invoices: one per order, its ref at the fiscal provider the order's id, so a note
-- sent twice is one note there) and the states it went through (invoice_events), features/invoices;
-- the Authorization the provider sends with a store's webhooks (fiscal_settings, sealed).
CREATE TABLE "invoice_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"environment" text NOT NULL,
	"status" text NOT NULL,
	"access_key" text,
	"number" text,
	"series" text,
	"xml_url" text,
	"danfe_url" text,
	"sefaz_code" text,
	"sefaz_message" text,
	"problem" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('pendente', 'processando', 'autorizada', 'rejeitada', 'denegada', 'cancelada')),
	CONSTRAINT "invoices_access_key_ck" CHECK ("invoices"."access_key" ~ '^[0-9]{44}$')
);
--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "webhook_authorization_sealed" text;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_store_status_idx" ON "invoices" USING btree ("store_id","status");