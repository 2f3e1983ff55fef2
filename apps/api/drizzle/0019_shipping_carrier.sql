-- Who carries a shipped sale (domain carriers.ts: the shopper's tracking link goes to its page).
-- Orders shipped before the seller could choose went by the Correios, whose page their links
-- always opened; they keep it.
ALTER TABLE "orders" ADD COLUMN "shipping_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_carrier_ck" CHECK ("orders"."shipping_carrier" in ('correios', 'jadlog', 'loggi', 'jt_express', 'azul_cargo', 'total_express', 'outra'));--> statement-breakpoint
UPDATE "orders" SET "shipping_carrier" = 'correios' WHERE "tracking_code" IS NOT NULL;
