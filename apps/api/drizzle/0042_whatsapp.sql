-- WhatsApp order updates (issue #37 §5): a store's Cloud API settings (its secrets sealed), each
-- order update sent (one per order and kind), and the mobile a shopper opted in with at checkout.
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_kind_ck" CHECK ("whatsapp_messages"."kind" in ('paid', 'shipped', 'delivered')),
	CONSTRAINT "whatsapp_messages_status_ck" CHECK ("whatsapp_messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"phone_number_id" text DEFAULT '' NOT NULL,
	"business_account_id" text DEFAULT '' NOT NULL,
	"access_token_sealed" text,
	"app_secret_sealed" text,
	"verify_token" text NOT NULL,
	"template_paid" text DEFAULT 'pedido_pago' NOT NULL,
	"template_shipped" text DEFAULT 'pedido_enviado' NOT NULL,
	"template_delivered" text DEFAULT 'pedido_entregue' NOT NULL,
	"language" text DEFAULT 'pt_BR' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_order_kind_uq" ON "whatsapp_messages" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_id_uq" ON "whatsapp_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_store_created_idx" ON "whatsapp_messages" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_whatsapp_ck" CHECK ("orders"."whatsapp_number" ~ '^[1-9][0-9]9[0-9]{8}$' and ("orders"."whatsapp_number" is null) = ("orders"."whatsapp_opt_in_at" is null));