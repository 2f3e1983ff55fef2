-- The store's life after sign-up. The legal data a store shows in its footer once open
-- (Decreto 7.962/2013, art. 2) already has its columns, which Configurações → Dados legais
-- edits: legal_name, cpf or cnpj (one of them), address_line, zip_code, city, state, email,
-- phone. New here: the message shoppers read while the store is paused (null: a standard one)
-- and when it was closed (its data and slug are kept for the privacy notice's time from then).
ALTER TABLE "stores" ADD COLUMN "pause_message" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_at" timestamp with time zone;