-- The seller office (features/sales): the sales list's text search and the indexes that keep
-- the list, its filters and sorts and the home's revenue by day fast at 10,000+ sales a store.
-- customers.search_text is a piece-of-name-or-e-mail match, accents and case ignored; its
-- function is SQL-only, unknown to drizzle-kit's snapshot (as in 0002_search), and must exist
-- before the column. Immutable as f_unaccent is (0002), so a stored generated column may use it.
CREATE OR REPLACE FUNCTION public.f_customer_search_text(first_name text, last_name text, email text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))) $$;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.f_customer_search_text(first_name, last_name, email)) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_store_status_created_idx" ON "orders" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_total_idx" ON "orders" USING btree ("store_id","total_cents","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_code_pattern_idx" ON "orders" USING btree ("store_id","code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_store_paid_idx" ON "orders" USING btree ("store_id","paid_at") WHERE "orders"."paid_at" IS NOT NULL;