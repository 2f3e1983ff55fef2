-- Seller roles: owner (dono), admin (administrador), sales (vendas). Every seller so far could do
-- everything in the office, so every existing seller becomes an owner: nobody loses what they
-- had, and a store is never left without someone who may manage its team. The default only
-- fills those rows and is dropped at once: from now on every insert names its role, so a
-- forgotten one cannot make an owner.
ALTER TABLE "sellers" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "sellers_store_role_idx" ON "sellers" USING btree ("store_id","role");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_role_ck" CHECK ("sellers"."role" in ('owner', 'admin', 'sales'));
