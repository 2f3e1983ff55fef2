-- The freight option an order was placed with (features/freight quotes it again at checkout):
-- its id in the quote, kind, service and carrier names, and the business days promised. Null
-- for orders that ship nothing and for those placed before freight was quoted by CEP.
ALTER TABLE "orders" ADD COLUMN "freight_option_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_service" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_days_min" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_days_max" integer;