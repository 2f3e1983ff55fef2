-- The seller's catalog list (GET /catalog/products): an index per sort so a page is read in order
-- rather than sorted from every product of the store; partial indexes of the few variations
-- at or under their threshold or sold out (the list's stock filters, the office home); and
-- order lines by product and variation ("has orders", and the SET NULL when one is deleted).
CREATE INDEX "variations_low_stock_idx" ON "product_variations" USING btree ("store_id","product_id") WHERE "product_variations"."sold" and "product_variations"."stock" <= "product_variations"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX "variations_sold_out_idx" ON "product_variations" USING btree ("store_id","product_id") WHERE "product_variations"."sold" and "product_variations"."stock" = 0;--> statement-breakpoint
CREATE INDEX "products_store_updated_idx" ON "products" USING btree ("store_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_store_name_idx" ON "products" USING btree ("store_id","name","id");--> statement-breakpoint
CREATE INDEX "products_store_price_min_idx" ON "products" USING btree ("store_id","price_min_cents","id");--> statement-breakpoint
CREATE INDEX "products_store_price_max_idx" ON "products" USING btree ("store_id","price_max_cents" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_variation_idx" ON "order_items" USING btree ("variation_id");