-- Refunds of paid orders (features/refunds): the whole order when a seller cancels it, returned
-- items in part. refund_key is ours and the provider's idempotency key (the same on every retry,
-- so nothing is refunded twice); a boleto's refund waits for where its shopper receives it
-- (destination: personal data) and is transferred by the store. What the amounts of an order add
-- up to is checked by the API under a lock on the order.
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"via" text NOT NULL,
	"provider_refund_id" text,
	"kind" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"reason" text,
	"failure_reason" text,
	"destination" jsonb,
	"requested_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_ck" CHECK ("order_refunds"."amount_cents" > 0),
	CONSTRAINT "order_refunds_key_ck" CHECK ("order_refunds"."refund_key" ~ '^[a-zA-Z0-9]{1,35}$'),
	CONSTRAINT "order_refunds_status_ck" CHECK ("order_refunds"."status" in ('em_processamento', 'devolvido', 'nao_realizado', 'aguardando_dados')),
	CONSTRAINT "order_refunds_kind_ck" CHECK ("order_refunds"."kind" in ('cancel', 'return')),
	CONSTRAINT "order_refunds_via_ck" CHECK ("order_refunds"."via" in ('provider', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_store_key_uq" ON "order_refunds" USING btree ("store_id","refund_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("updated_at") WHERE "order_refunds"."status" = 'em_processamento' AND "order_refunds"."via" = 'provider';