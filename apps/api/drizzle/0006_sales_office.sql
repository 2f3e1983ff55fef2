CREATE INDEX "orders_store_status_created_idx" ON "orders" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_total_idx" ON "orders" USING btree ("store_id","total_cents","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_paid_idx" ON "orders" USING btree ("store_id","paid_at") WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
-- The sales list's text search (features/sales/filters.ts): a piece of the buyer's name or
-- e-mail, accents and case ignored. SQL-only, unknown to drizzle-kit's snapshot (as in
-- 0002_search): the function and customers_search_trgm_idx. Queries must call the function
-- with the same columns to reach the index; LIKE '%…%' uses pg_trgm's GIN operator class.
CREATE OR REPLACE FUNCTION public.f_customer_search_text(first_name text, last_name text, email text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_search_trgm_idx
  ON public.customers USING gin (public.f_customer_search_text(first_name, last_name, email) public.gin_trgm_ops);
