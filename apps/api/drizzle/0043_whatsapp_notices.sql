-- A WhatsApp status notice that named no message of the store yet (Meta may post it before the
-- send's answer is written): kept until the send applies it, pruned after a week otherwise.
CREATE TABLE "whatsapp_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_notices" ADD CONSTRAINT "whatsapp_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_notices_message_idx" ON "whatsapp_notices" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_notices_created_idx" ON "whatsapp_notices" USING btree ("created_at");