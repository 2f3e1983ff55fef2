-- Category pages' facet counts kept per category (shelf_counts), so a page sums a few hundred
-- rows of facet signatures instead of counting every product of a department; and an index
-- that reads a category page's default order without sorting. The functions and triggers below
-- are SQL-only, unknown to drizzle-kit's snapshot.
CREATE TABLE "shelf_counts" (
	"store_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"price_range" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"tokens" text[] NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "shelf_counts_pk" PRIMARY KEY("store_id","category_id","brand","price_range","in_stock","tokens")
);
--> statement-breakpoint
CREATE INDEX "products_shelf_featured_idx" ON "products" USING btree ("store_id","featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "products"."status" = 'active';
--> statement-breakpoint
-- A price in PRICE_RANGES' terms (@vitrine/contract/shelf: cents against reais). The facets
-- (features/catalog/facets.ts) call it too, so a kept count and a counted one use one rule.
CREATE OR REPLACE FUNCTION public.shelf_price_range(cents integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE
      WHEN cents IS NULL THEN NULL
      WHEN cents < 5000 THEN '0-50'
      WHEN cents < 10000 THEN '50-100'
      WHEN cents < 20000 THEN '100-200'
      WHEN cents < 50000 THEN '200-500'
      ELSE '500-' END
  $$;
--> statement-breakpoint
-- Moves products out of their old signatures and into their new ones: what a category page
-- lists (active products with a category) counts; each signature's net change is applied in
-- one statement, in key order, so two transactions moving products between the same two
-- signatures lock them in the same order and never deadlock. Rows left at zero go.
CREATE OR REPLACE FUNCTION public.shelf_counts_apply(gone public.products[], came public.products[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT g.store_id, g.category_id, g.brand, g.shelf_price_cents, g.shelf_in_stock,
           g.shelf_tokens, -1 AS n
      FROM unnest(gone) g
     WHERE g.status = 'active' AND g.kind = 'product' AND g.category_id IS NOT NULL
    UNION ALL
    SELECT c.store_id, c.category_id, c.brand, c.shelf_price_cents, c.shelf_in_stock,
           c.shelf_tokens, 1
      FROM unnest(came) c
     WHERE c.status = 'active' AND c.kind = 'product' AND c.category_id IS NOT NULL)
  INSERT INTO public.shelf_counts AS s
         (store_id, category_id, brand, price_range, in_stock, tokens, products)
  SELECT store_id, category_id, brand, coalesce(public.shelf_price_range(shelf_price_cents), ''),
         shelf_in_stock, shelf_tokens, sum(n)
    FROM moves
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(n) <> 0
   ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (store_id, category_id, brand, price_range, in_stock, tokens)
      DO UPDATE SET products = s.products + excluded.products;
  -- Only a product leaving a signature can leave it empty.
  DELETE FROM public.shelf_counts s
   WHERE s.products <= 0
     AND (s.store_id, s.category_id) IN (SELECT g.store_id, g.category_id FROM unnest(gone) g);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.products_shelf_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.shelf_counts_apply('{}', ARRAY(SELECT n::public.products FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.shelf_counts_apply(ARRAY(SELECT o::public.products FROM old_rows o), '{}');
  ELSE
    -- Most updates (a name, a description, the search document) change no signature: only the
    -- products whose listed columns changed move.
    PERFORM public.shelf_counts_apply(
      ARRAY(SELECT o::public.products FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.store_id, o.category_id, o.brand, o.status, o.kind, o.shelf_tokens,
                    o.shelf_in_stock, o.shelf_price_cents)
                   IS DISTINCT FROM (n.store_id, n.category_id, n.brand, n.status, n.kind,
                    n.shelf_tokens, n.shelf_in_stock, n.shelf_price_cents)),
      ARRAY(SELECT n::public.products FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.store_id, o.category_id, o.brand, o.status, o.kind, o.shelf_tokens,
                    o.shelf_in_stock, o.shelf_price_cents)
                   IS DISTINCT FROM (n.store_id, n.category_id, n.brand, n.status, n.kind,
                    n.shelf_tokens, n.shelf_in_stock, n.shelf_price_cents)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_shelf_counts_insert
  AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_shelf_counts();
--> statement-breakpoint
CREATE TRIGGER products_shelf_counts_update
  AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_shelf_counts();
--> statement-breakpoint
CREATE TRIGGER products_shelf_counts_delete
  AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_shelf_counts();
--> statement-breakpoint
-- The products already there.
INSERT INTO public.shelf_counts (store_id, category_id, brand, price_range, in_stock, tokens, products)
SELECT store_id, category_id, brand, coalesce(public.shelf_price_range(shelf_price_cents), ''),
       shelf_in_stock, shelf_tokens, count(*)
  FROM public.products
 WHERE status = 'active' AND kind = 'product' AND category_id IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5, 6;
