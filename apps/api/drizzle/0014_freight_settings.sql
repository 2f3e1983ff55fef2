CREATE TABLE "freight_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"origin_cep" text DEFAULT '' NOT NULL,
	"default_weight_grams" integer NOT NULL,
	"default_height_cm" numeric(6, 1) NOT NULL,
	"default_width_cm" numeric(6, 1) NOT NULL,
	"default_length_cm" numeric(6, 1) NOT NULL,
	"own_table_enabled" boolean DEFAULT false NOT NULL,
	"free_shipping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_enabled" boolean DEFAULT false NOT NULL,
	"pickup_address" text DEFAULT '' NOT NULL,
	"pickup_hours" text DEFAULT '' NOT NULL,
	"melhor_envio_enabled" boolean DEFAULT false NOT NULL,
	"melhor_envio_environment" text DEFAULT 'production' NOT NULL,
	"melhor_envio_token_sealed" text,
	"melhor_envio_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"markup_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"markup_cents" integer DEFAULT 0 NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_settings_environment_ck" CHECK ("freight_settings"."melhor_envio_environment" in ('sandbox', 'production'))
);
--> statement-breakpoint
CREATE TABLE "freight_table_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"zip_start" text NOT NULL,
	"zip_end" text NOT NULL,
	"weight_start_grams" integer NOT NULL,
	"weight_end_grams" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "freight_table_rows_ranges_ck" CHECK ("freight_table_rows"."zip_start" <= "freight_table_rows"."zip_end" and "freight_table_rows"."weight_start_grams" <= "freight_table_rows"."weight_end_grams" and "freight_table_rows"."price_cents" >= 0 and "freight_table_rows"."days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "freight_settings" ADD CONSTRAINT "freight_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_table_rows" ADD CONSTRAINT "freight_table_rows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freight_table_rows_store_idx" ON "freight_table_rows" USING btree ("store_id","zip_start");