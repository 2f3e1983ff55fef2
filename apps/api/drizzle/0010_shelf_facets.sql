-- The storefront's facets (category and search pages: size, colour, price, in stock) read
-- three columns of products kept here from the variations that are sold, so counting the
-- facets of thousands of matches reads each match's row once and joins nothing. SQL-only
-- objects, unknown to drizzle-kit's snapshot: the functions, triggers and index below.
ALTER TABLE "products" ADD COLUMN "shelf_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_price_cents" integer;
--> statement-breakpoint
-- Size and colour as tokens ('k:' the "Cor" option, 's:' any other, e.g. Tamanho), whether any
-- sold variation can be bought (stock null = not stock-controlled), the cheapest sold price.
-- Only rows whose values change are written, so a sale that leaves stock above zero costs one
-- aggregate over the product's variations and no product write.
CREATE OR REPLACE FUNCTION public.products_refresh_shelf(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
    UPDATE public.products p
       SET shelf_tokens = r.tokens, shelf_in_stock = r.in_stock, shelf_price_cents = r.price
      FROM (SELECT t.id AS product_id,
                   coalesce((SELECT array_agg(DISTINCT CASE WHEN lower(o.key) = 'cor' THEN 'k:' ELSE 's:' END || o.value
                                              ORDER BY CASE WHEN lower(o.key) = 'cor' THEN 'k:' ELSE 's:' END || o.value)
                               FROM public.product_variations v, jsonb_each_text(v.options) o
                              WHERE v.product_id = t.id AND v.sold), '{}'::text[]) AS tokens,
                   coalesce((SELECT bool_or(v.stock IS NULL OR v.stock > 0)
                               FROM public.product_variations v
                              WHERE v.product_id = t.id AND v.sold), false) AS in_stock,
                   (SELECT min(v.price_cents) FROM public.product_variations v
                     WHERE v.product_id = t.id AND v.sold) AS price
              FROM unnest(ids) AS t(id)) r
     WHERE p.id = r.product_id
       AND (p.shelf_tokens IS DISTINCT FROM r.tokens OR p.shelf_in_stock IS DISTINCT FROM r.in_stock
            OR p.shelf_price_cents IS DISTINCT FROM r.price)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_variations_shelf() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.products_refresh_shelf(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.products_refresh_shelf(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- A sale moves stock: only a change that can flip "in stock" (to or from zero) matters.
    PERFORM public.products_refresh_shelf(ARRAY(
      SELECT DISTINCT unnest(ARRAY[n.product_id, o.product_id])
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.options IS DISTINCT FROM n.options OR o.sold IS DISTINCT FROM n.sold
          OR o.price_cents IS DISTINCT FROM n.price_cents OR o.product_id <> n.product_id
          OR (coalesce(o.stock, 1) > 0) IS DISTINCT FROM (coalesce(n.stock, 1) > 0)
          OR (o.stock IS NULL) IS DISTINCT FROM (n.stock IS NULL)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variations_shelf_insert
  AFTER INSERT ON public.product_variations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_variations_shelf();
--> statement-breakpoint
CREATE TRIGGER product_variations_shelf_update
  AFTER UPDATE ON public.product_variations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_variations_shelf();
--> statement-breakpoint
CREATE TRIGGER product_variations_shelf_delete
  AFTER DELETE ON public.product_variations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_variations_shelf();
--> statement-breakpoint
-- A category page reads a category's active products whole (its facets count all of them):
-- this index holds every column that reading needs, so PostgreSQL answers it from the index
-- alone (an index-only scan, ~18 MB at 100k products) instead of the wide rows (~100 MB).
-- INCLUDE is not in drizzle-kit's index builder: SQL-only, like products_name_trgm_idx.
CREATE INDEX IF NOT EXISTS products_shelf_idx ON public.products (store_id, category_id)
  INCLUDE (status, kind, brand, shelf_tokens, shelf_in_stock, shelf_price_cents, featured,
           created_at, price_min_cents, id);
--> statement-breakpoint
-- Databases migrated before this file get their facet data now.
SELECT public.products_refresh_shelf(ARRAY(SELECT id FROM public.products));
