-- The planner's statistics on a product's price range (public.shelf_price_range, what the
-- price filter compares). Without them it guessed a range kept ~1 % of a word's products
-- (luminaria in 100-200 or 200-500: 57 rows estimated, 3,311 of 6,020 actual), costed the page
-- high enough to start a parallel worker, and the search's page took 33 ms instead of 1.3 ms
-- at 100,000 products, the worker's start being most of it. ANALYZE fills them now rather than
-- at autovacuum's next pass.
CREATE STATISTICS IF NOT EXISTS products_price_range_stats
  ON (public.shelf_price_range(shelf_price_cents)) FROM public.products;
--> statement-breakpoint
ANALYZE public.products;
