CREATE TABLE "shelf_token_counts" (
	"store_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"token" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "shelf_token_counts_pk" PRIMARY KEY("store_id","category_id","token")
);
--> statement-breakpoint
-- Category pages with no filter, the common case, read their facet counts per category and
-- token: Roupas (50,038 products) sums 170 rows here where it unnested 2,267 signatures into
-- ~20,000 tokens (14.6 ms → 0.08 ms alone, `pnpm bench:api`'s catalog). A filtered page still
-- counts the signatures: a token's count under another group's filter needs them. The
-- function below is 0012's with the tokens' moves after the signatures', each one statement
-- in key order, so two transactions moving products between the same rows lock them in the
-- same order and never deadlock. Rows left at zero go. SQL-only, unknown to drizzle-kit.
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
  -- Only a product leaving a signature can leave it, or one of its tokens, empty.
  DELETE FROM public.shelf_counts s
   WHERE s.products <= 0
     AND (s.store_id, s.category_id) IN (SELECT g.store_id, g.category_id FROM unnest(gone) g);
  DELETE FROM public.shelf_token_counts s
   WHERE s.products <= 0
     AND (s.store_id, s.category_id) IN (SELECT g.store_id, g.category_id FROM unnest(gone) g);
END $$;
--> statement-breakpoint
-- The counts already kept, token by token.
INSERT INTO public.shelf_token_counts (store_id, category_id, token, products)
SELECT s.store_id, s.category_id, t.token, sum(s.products)
  FROM public.shelf_counts s
 CROSS JOIN LATERAL unnest(s.tokens || ARRAY[
         'b:' || nullif(s.brand, ''),
         'p:' || nullif(s.price_range, ''),
         CASE WHEN s.in_stock THEN 'e:' END,
         '*:']) AS t(token)
 WHERE t.token IS NOT NULL
 GROUP BY 1, 2, 3;
