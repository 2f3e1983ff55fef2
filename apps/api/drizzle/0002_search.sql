-- Catalog search (issue 3: Portuguese full-text, accents and plurals match) and the price range
-- listings sort by. Runs on PGlite 0.5 (contrib unaccent/pg_trgm) and PostgreSQL 15.
-- SQL-only objects, unknown to drizzle-kit's snapshot: f_unaccent, the functions and triggers
-- below and products_name_trgm_idx. The columns and products_search_idx are in catalog.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is STABLE (it reads the search_path), so it cannot feed an index. Naming the
-- dictionary and the function by schema makes the result fixed; PGlite needs the qualified
-- 'public.unaccent' dictionary name too.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The search document: name and code weigh most, then brand and category, then description.
-- Stemming in Portuguese on unaccented text lets "camisa algodao" meet "Camisas de Algodão".
CREATE OR REPLACE FUNCTION public.products_search_document(
  p_name text, p_code text, p_brand text, p_category text, p_description text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('portuguese'::regconfig, public.f_unaccent(coalesce(p_name, ''))), 'A')
        || setweight(to_tsvector('simple'::regconfig, coalesce(p_code, '')), 'A')
        || setweight(to_tsvector('portuguese'::regconfig,
             public.f_unaccent(coalesce(p_brand, '') || ' ' || coalesce(p_category, ''))), 'B')
        || setweight(to_tsvector('portuguese'::regconfig, public.f_unaccent(coalesce(p_description, ''))), 'C')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.products_search_vector_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := public.products_search_document(
    NEW.name, NEW.code, NEW.brand,
    (SELECT c.name FROM public.categories c WHERE c.id = NEW.category_id),
    NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, code, brand, description, category_id ON public.products
  FOR EACH ROW EXECUTE FUNCTION public.products_search_vector_trigger();
--> statement-breakpoint
-- A renamed category re-indexes its products: touching category_id fires the trigger above.
CREATE OR REPLACE FUNCTION public.categories_reindex_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_vector
  AFTER UPDATE OF name ON public.categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.categories_reindex_products();
--> statement-breakpoint
-- products.price_min_cents/price_max_cents follow the variations. Statement-level with
-- transition tables, so a batched seed insert costs one UPDATE, and a stock-only update (every
-- checkout) touches no product row.
CREATE OR REPLACE FUNCTION public.products_refresh_price_range(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
    UPDATE public.products p
       SET price_min_cents = r.lo, price_max_cents = r.hi
      FROM (SELECT t.id AS product_id, min(v.price_cents) AS lo, max(v.price_cents) AS hi
              FROM unnest(ids) AS t(id)
              LEFT JOIN public.product_variations v ON v.product_id = t.id
             GROUP BY t.id) r
     WHERE p.id = r.product_id
       AND (p.price_min_cents IS DISTINCT FROM r.lo OR p.price_max_cents IS DISTINCT FROM r.hi)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_variations_price_range() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.products_refresh_price_range(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.products_refresh_price_range(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM public.products_refresh_price_range(ARRAY(
      SELECT unnest(ARRAY[n.product_id, o.product_id])
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.price_cents IS DISTINCT FROM n.price_cents OR o.product_id <> n.product_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variations_price_range_insert
  AFTER INSERT ON public.product_variations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_variations_price_range();
--> statement-breakpoint
CREATE TRIGGER product_variations_price_range_update
  AFTER UPDATE ON public.product_variations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_variations_price_range();
--> statement-breakpoint
CREATE TRIGGER product_variations_price_range_delete
  AFTER DELETE ON public.product_variations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_variations_price_range();
--> statement-breakpoint
-- Fuzzy fallback for typos ("camieta"): word similarity on the unaccented, lower-cased name.
-- Queries must use this exact expression to reach the index.
CREATE INDEX IF NOT EXISTS products_name_trgm_idx
  ON public.products USING gin (public.f_unaccent(lower(name)) public.gin_trgm_ops);
--> statement-breakpoint
-- Databases migrated before this file get their documents and price ranges now.
UPDATE public.products SET name = name;
--> statement-breakpoint
SELECT public.products_refresh_price_range(ARRAY(SELECT id FROM public.products));
