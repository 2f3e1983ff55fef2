CREATE TABLE "shelf_pairs" (
	"store_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"token" text NOT NULL,
	"other" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "shelf_pairs_pk" PRIMARY KEY("store_id","category_id","token","other")
);
--> statement-breakpoint
-- Pairs of facet tokens per category (schema/catalog.ts, shelfPairs): 0028's function with the
-- pairs' moves after the tokens', in the same key order. SQL-only below.
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
  -- Each moved product's tokens: its sizes and colours (shelf_tokens), its brand, its price
  -- range, whether it is in stock, and '*:' for every listed product of the category.
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
  INSERT INTO public.shelf_token_counts AS s (store_id, category_id, token, products)
  SELECT m.store_id, m.category_id, t.token, sum(m.n)
    FROM moves m
   CROSS JOIN LATERAL unnest(m.shelf_tokens || ARRAY[
           'b:' || nullif(m.brand, ''),
           'p:' || public.shelf_price_range(m.shelf_price_cents),
           CASE WHEN m.shelf_in_stock THEN 'e:' END,
           '*:']) AS t(token)
   WHERE t.token IS NOT NULL
   GROUP BY 1, 2, 3
  HAVING sum(m.n) <> 0
   ORDER BY 1, 2, 3
      ON CONFLICT (store_id, category_id, token)
      DO UPDATE SET products = s.products + excluded.products;
  -- Each moved product's pairs of tokens (0047's search_token_pairs; no category token: the
  -- category is the row's own).
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
  INSERT INTO public.shelf_pairs AS s (store_id, category_id, token, other, products)
  SELECT m.store_id, m.category_id, t.token, t.other, sum(m.n)
    FROM moves m
   CROSS JOIN LATERAL public.search_token_pairs(public.search_tokens(m.shelf_tokens, NULL,
           m.brand, m.shelf_price_cents, m.shelf_in_stock)) AS t
   GROUP BY 1, 2, 3, 4
  HAVING sum(m.n) <> 0
   ORDER BY 1, 2, 3, 4
      ON CONFLICT (store_id, category_id, token, other)
      DO UPDATE SET products = s.products + excluded.products;
  -- Only a product leaving a signature can leave it, or one of its tokens, empty.
  DELETE FROM public.shelf_counts s
   WHERE s.products <= 0
     AND (s.store_id, s.category_id) IN (SELECT g.store_id, g.category_id FROM unnest(gone) g);
  DELETE FROM public.shelf_token_counts s
   WHERE s.products <= 0
     AND (s.store_id, s.category_id) IN (SELECT g.store_id, g.category_id FROM unnest(gone) g);
  DELETE FROM public.shelf_pairs s
   WHERE s.products <= 0
     AND (s.store_id, s.category_id) IN (SELECT g.store_id, g.category_id FROM unnest(gone) g);
END $$;
--> statement-breakpoint
-- The products already listed.
INSERT INTO public.shelf_pairs (store_id, category_id, token, other, products)
SELECT p.store_id, p.category_id, t.token, t.other, count(*)
  FROM public.products p
 CROSS JOIN LATERAL public.search_token_pairs(public.search_tokens(p.shelf_tokens, NULL,
         p.brand, p.shelf_price_cents, p.shelf_in_stock)) AS t
 WHERE p.status = 'active' AND p.kind = 'product' AND p.category_id IS NOT NULL
 GROUP BY 1, 2, 3, 4;
