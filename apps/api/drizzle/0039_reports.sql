CREATE TABLE "store_visits" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_visits_store_id_day_pk" PRIMARY KEY("store_id","day"),
	CONSTRAINT "store_visits_visits_ck" CHECK ("store_visits"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_marks" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "visit_marks_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_sales_paid_idx" ON "orders" USING btree ("store_id","paid_at","total_cents","discount_cents","coupon_discount_cents","shipping_cents","payment_method","freight_service","freight_carrier","id") WHERE "orders"."paid_at" is not null and "orders"."status" in ('pago', 'em_separacao', 'enviado', 'entregue');--> statement-breakpoint
CREATE INDEX "order_refunds_store_settled_idx" ON "order_refunds" USING btree ("store_id","settled_at") WHERE "order_refunds"."status" = 'devolvido';--> statement-breakpoint
CREATE INDEX "cart_reminders_store_first_idx" ON "cart_reminders" USING btree ("store_id","sent_at") WHERE "cart_reminders"."step" = 1;