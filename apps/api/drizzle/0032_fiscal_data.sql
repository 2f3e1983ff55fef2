-- What issuing NF-e (model 55) needs of a store, its products and its orders.
-- fiscal_settings: one row per store (made on its first save; none: invoices off). The issuer's
-- CNPJ, razão social, CEP, city and UF stay in the store's legal data (stores.*), not copied;
-- here the inscrição estadual, the address as the NF-e splits it with the municipality's IBGE
-- code, regime, environment, issue mode, default CFOPs and tax codes, and the provider's token
-- and the A1 certificate (its .pfx and password) sealed by lib/secrets, with what the
-- certificate says of itself (holder, CNPJ, validity) in the clear.
-- products: NCM ('' not given), origem (0–8, every existing product 0, nacional), CEST and the
-- product's own CFOP and codes (null: the store's defaults). No product is checked for an NCM
-- here: a store turns invoices on after this, and is told then which products lack one.
-- orders: a company buyer's CNPJ, razão social and ICMS standing; the delivery address's IBGE
-- code goes in orders.address (jsonb, `municipality_code`), no column.
CREATE TABLE "fiscal_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"invoices_enabled" boolean DEFAULT false NOT NULL,
	"regime" text DEFAULT 'simples_nacional' NOT NULL,
	"state_registration" text DEFAULT '' NOT NULL,
	"state_registration_exempt" boolean DEFAULT false NOT NULL,
	"address_street" text DEFAULT '' NOT NULL,
	"address_number" text DEFAULT '' NOT NULL,
	"address_complement" text DEFAULT '' NOT NULL,
	"address_district" text DEFAULT '' NOT NULL,
	"municipality_code" text DEFAULT '' NOT NULL,
	"environment" text DEFAULT 'homologacao' NOT NULL,
	"issue_mode" text DEFAULT 'manual' NOT NULL,
	"cfop_same_state" text DEFAULT '5102' NOT NULL,
	"cfop_other_state" text DEFAULT '6102' NOT NULL,
	"icms_code" text DEFAULT '102' NOT NULL,
	"pis_cst" text DEFAULT '49' NOT NULL,
	"cofins_cst" text DEFAULT '49' NOT NULL,
	"provider_token_sealed" text,
	"certificate_sealed" text,
	"certificate_password_sealed" text,
	"certificate_holder" text,
	"certificate_cnpj" text,
	"certificate_valid_from" timestamp with time zone,
	"certificate_valid_until" timestamp with time zone,
	"certificate_uploaded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_regime_ck" CHECK ("fiscal_settings"."regime" in ('simples_nacional', 'mei', 'lucro_presumido', 'lucro_real')),
	CONSTRAINT "fiscal_settings_environment_ck" CHECK ("fiscal_settings"."environment" in ('homologacao', 'producao')),
	CONSTRAINT "fiscal_settings_issue_mode_ck" CHECK ("fiscal_settings"."issue_mode" in ('automatic', 'manual')),
	CONSTRAINT "fiscal_settings_codes_ck" CHECK ("fiscal_settings"."municipality_code" ~ '^([0-9]{7})?$' and "fiscal_settings"."cfop_same_state" ~ '^5[0-9]{3}$' and "fiscal_settings"."cfop_other_state" ~ '^6[0-9]{3}$' and "fiscal_settings"."icms_code" ~ '^[0-9]{2,3}$' and "fiscal_settings"."pis_cst" ~ '^[0-9]{2}$' and "fiscal_settings"."cofins_cst" ~ '^[0-9]{2}$' and "fiscal_settings"."state_registration" ~ '^[0-9]{0,14}$'),
	CONSTRAINT "fiscal_settings_certificate_ck" CHECK (("fiscal_settings"."certificate_sealed" is null) = ("fiscal_settings"."certificate_password_sealed" is null) and ("fiscal_settings"."certificate_sealed" is null) = ("fiscal_settings"."certificate_valid_until" is null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ncm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cest" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_cfop" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_icms_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_pis_cst" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_cofins_cst" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_cnpj" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_legal_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_ie_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_state_registration" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fiscal_ck" CHECK ("products"."ncm" ~ '^([0-9]{8})?$' and "products"."origin" between 0 and 8 and "products"."cest" ~ '^[0-9]{7}$' and "products"."fiscal_cfop" ~ '^[1-7][0-9]{3}$' and "products"."fiscal_icms_code" ~ '^[0-9]{2,3}$' and "products"."fiscal_pis_cst" ~ '^[0-9]{2}$' and "products"."fiscal_cofins_cst" ~ '^[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_company_ck" CHECK ("orders"."customer_cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$' and "orders"."customer_ie_kind" in ('contribuinte', 'isento', 'nao_contribuinte') and "orders"."customer_state_registration" ~ '^[0-9]{2,14}$' and ("orders"."customer_cnpj" is null) = ("orders"."customer_ie_kind" is null) and ("orders"."customer_ie_kind" = 'contribuinte') = ("orders"."customer_state_registration" is not null));