-- Stores anyone opens by sign-up. Every store so far was selling, so each becomes `open`; a
-- store created by sign-up is inserted as `draft` and sells nothing until its owner opens it.
-- `cpf` holds the owner's CPF for a store opened by a person (no CNPJ). Sellers who already
-- had a password got their first-access link by e-mail and used it: their e-mail is taken as
-- confirmed; invited sellers who never used theirs stay unconfirmed.
ALTER TABLE "stores" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cpf" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sellers" SET "email_confirmed_at" = "created_at" WHERE "password_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_status_ck" CHECK ("stores"."status" in ('draft', 'open', 'paused', 'closed'));
