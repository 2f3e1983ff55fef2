-- The store's life after sign-up. The legal data a store shows in its footer once open
-- (Decreto 7.962/2013, art. 2) already has its columns, which Configurações → Dados legais
-- edits: legal_name, cpf or cnpj (one of them), address_line, zip_code, city, state, email,
-- phone. New here: the message shoppers read while the store is paused (null: a standard one)
-- and when it was closed (its data and slug are kept for the privacy notice's time from then).
-- A receiving account counts for the first-run checklist once "Testar conexão" worked with the
-- credentials stored: the digest of the last credentials that passed, and since when the
-- stored ones are those (null: not tested, or changed since). No store has tested yet.
ALTER TABLE "stores" ADD COLUMN "pause_message" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "pix_api_tested_digest" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "pix_api_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "mp_tested_digest" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "mp_verified_at" timestamp with time zone;