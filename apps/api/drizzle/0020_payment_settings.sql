CREATE TABLE "payment_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"pix_provider" text DEFAULT 'sandbox' NOT NULL,
	"card_provider" text DEFAULT 'sandbox' NOT NULL,
	"boleto_provider" text DEFAULT 'sandbox' NOT NULL,
	"pix_api_base_url" text DEFAULT '' NOT NULL,
	"pix_api_token_path" text DEFAULT '/oauth/token' NOT NULL,
	"pix_api_scope" text DEFAULT '' NOT NULL,
	"pix_api_client_id" text DEFAULT '' NOT NULL,
	"pix_api_client_secret_sealed" text,
	"pix_api_certificate_sealed" text,
	"pix_api_private_key_sealed" text,
	"pix_api_ca" text,
	"mp_public_key" text DEFAULT '' NOT NULL,
	"mp_access_token_sealed" text,
	"mp_webhook_secret_sealed" text,
	"webhook_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_providers_ck" CHECK ("payment_settings"."pix_provider" in ('sandbox', 'pix_api', 'mercado_pago') and "payment_settings"."card_provider" in ('sandbox', 'mercado_pago') and "payment_settings"."boleto_provider" in ('sandbox', 'mercado_pago')),
	CONSTRAINT "payment_settings_pix_api_ck" CHECK ("payment_settings"."pix_api_base_url" = '' or "payment_settings"."pix_api_base_url" like 'https://%'),
	CONSTRAINT "payment_settings_complete_ck" CHECK (("payment_settings"."pix_provider" <> 'pix_api' or ("payment_settings"."pix_api_base_url" <> '' and "payment_settings"."pix_api_client_id" <> '' and "payment_settings"."pix_api_client_secret_sealed" is not null and "payment_settings"."pix_api_certificate_sealed" is not null and "payment_settings"."pix_api_private_key_sealed" is not null)) and ('mercado_pago' not in ("payment_settings"."pix_provider", "payment_settings"."card_provider", "payment_settings"."boleto_provider") or ("payment_settings"."mp_public_key" <> '' and "payment_settings"."mp_access_token_sealed" is not null and "payment_settings"."mp_webhook_secret_sealed" is not null))),
	CONSTRAINT "payment_settings_webhook_token_ck" CHECK (length("payment_settings"."webhook_token") >= 32)
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settings_webhook_token_idx" ON "payment_settings" USING btree ("webhook_token");