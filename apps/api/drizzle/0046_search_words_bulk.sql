-- What a bulk load needs of 0045's per-word tables: one statement that builds a store's rows
-- from its products, and a switch that lets a transaction leave them to it. The bench's seed
-- (seed/large-catalog.ts) inserts a million products in batches of a thousand; through the
-- trigger, each batch's words were moved twice (its products, then its variations' prices)
-- at ~10,000 products a minute. With the switch on, the batches skip the trigger and one
-- rebuild writes the store's rows afterwards, equal to what the trigger would have written
-- (test/shelf-counts.test.ts). SQL-only.
--
-- The tokens a search counts of a product (features/catalog/facets.ts, tokensOf): its sizes and
-- colours, its category, brand and price range, whether it is in stock, and '*:'. One list for
-- the trigger and the rebuild.
CREATE OR REPLACE FUNCTION public.search_tokens(shelf_tokens text[], category_id uuid, brand text,
                                                price_cents integer, in_stock boolean)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(shelf_tokens || ARRAY[
           'c:' || category_id::text,
           'b:' || nullif(brand, ''),
           'p:' || public.shelf_price_range(price_cents),
           CASE WHEN in_stock THEN 'e:' END,
           '*:'], NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_words_apply(gone public.products[], came public.products[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_word_ranks r WHERE r.product_id IN (SELECT g.id FROM unnest(gone) g);
  INSERT INTO public.search_word_ranks (product_id, word, store_id, rank, created_at)
  SELECT c.id, w.word, c.store_id, ts_rank(c.search_vector, public.search_word_query(w.word)),
         c.created_at
    FROM unnest(came) c
   CROSS JOIN LATERAL unnest(tsvector_to_array(c.search_vector)) AS w(word)
   WHERE c.status = 'active'
   ORDER BY 1, 2;
  INSERT INTO public.search_word_counts AS s
         (store_id, word, category_id, brand, price_range, in_stock, tokens, products)
  SELECT store_id, word, category_id, brand,
         coalesce(public.shelf_price_range(shelf_price_cents), ''), shelf_in_stock,
         shelf_tokens, sum(n)
    FROM public.search_word_moves(gone, came)
   GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(n) <> 0
   ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (store_id, word, category_id, brand, price_range, in_stock, tokens)
      DO UPDATE SET products = s.products + excluded.products;
  INSERT INTO public.search_word_token_counts AS s (store_id, word, token, products)
  SELECT m.store_id, m.word, t.token, sum(m.n)
    FROM public.search_word_moves(gone, came) m
   CROSS JOIN LATERAL unnest(public.search_tokens(m.shelf_tokens, m.category_id, m.brand,
                                                  m.shelf_price_cents, m.shelf_in_stock)) AS t(token)
   GROUP BY 1, 2, 3
  HAVING sum(m.n) <> 0
   ORDER BY 1, 2, 3
      ON CONFLICT (store_id, word, token)
      DO UPDATE SET products = s.products + excluded.products;
  -- Only a product leaving a word can leave its rows empty.
  DELETE FROM public.search_word_counts s
   WHERE s.products <= 0
     AND (s.store_id, s.word) IN (
       SELECT m.store_id, m.word FROM public.search_word_moves(gone, '{}') m);
  DELETE FROM public.search_word_token_counts s
   WHERE s.products <= 0
     AND (s.store_id, s.word) IN (
       SELECT m.store_id, m.word FROM public.search_word_moves(gone, '{}') m);
END $$;
--> statement-breakpoint
-- A store's per-word rows built afresh from its listed products. For a bulk load, run once its
-- writes are in, while nothing else writes the store's products.
CREATE OR REPLACE FUNCTION public.search_words_rebuild(store uuid) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM public.search_word_ranks WHERE store_id = store;
  DELETE FROM public.search_word_counts WHERE store_id = store;
  DELETE FROM public.search_word_token_counts WHERE store_id = store;
  INSERT INTO public.search_word_ranks (product_id, word, store_id, rank, created_at)
  SELECT p.id, w.word, p.store_id, ts_rank(p.search_vector, public.search_word_query(w.word)),
         p.created_at
    FROM public.products p
   CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
   WHERE p.store_id = store AND p.status = 'active';
  INSERT INTO public.search_word_counts
         (store_id, word, category_id, brand, price_range, in_stock, tokens, products)
  SELECT p.store_id, w.word, p.category_id, p.brand,
         coalesce(public.shelf_price_range(p.shelf_price_cents), ''), p.shelf_in_stock,
         p.shelf_tokens, count(*)
    FROM public.products p
   CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
   WHERE p.store_id = store AND p.status = 'active'
   GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO public.search_word_token_counts (store_id, word, token, products)
  SELECT p.store_id, w.word, t.token, count(*)
    FROM public.products p
   CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
   CROSS JOIN LATERAL unnest(public.search_tokens(p.shelf_tokens, p.category_id, p.brand,
                                                  p.shelf_price_cents, p.shelf_in_stock)) AS t(token)
   WHERE p.store_id = store AND p.status = 'active'
   GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- The switch: a transaction that sets vitrine.search_words_deferred to 'on' (set_config(…,
-- true): its own, gone at its end) writes products without moving their words; whoever sets
-- it runs search_words_rebuild for the store afterwards.
CREATE OR REPLACE FUNCTION public.products_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  gone public.products[] := '{}';
  came public.products[] := '{}';
BEGIN
  IF current_setting('vitrine.search_words_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    came := ARRAY(SELECT n::public.products FROM new_rows n WHERE n.status = 'active');
  ELSIF TG_OP = 'DELETE' THEN
    gone := ARRAY(SELECT o::public.products FROM old_rows o WHERE o.status = 'active');
  ELSE
    -- Only what a search reads of a product moves it: a sale that leaves stock, an edit of its
    -- SEO text or a new rating do not.
    gone := ARRAY(SELECT o::public.products FROM old_rows o JOIN new_rows n ON n.id = o.id
                   WHERE (o.status = 'active' OR n.status = 'active')
                     AND (o.store_id, o.status, o.search_vector, o.created_at, o.category_id,
                          o.brand, o.shelf_tokens, o.shelf_in_stock, o.shelf_price_cents)
                         IS DISTINCT FROM (n.store_id, n.status, n.search_vector, n.created_at,
                          n.category_id, n.brand, n.shelf_tokens, n.shelf_in_stock,
                          n.shelf_price_cents));
    -- The same products as they are now.
    IF cardinality(gone) > 0 THEN
      came := ARRAY(SELECT n::public.products FROM new_rows n
                     WHERE n.id IN (SELECT g.id FROM unnest(gone) g));
    END IF;
  END IF;
  IF cardinality(gone) > 0 OR cardinality(came) > 0 THEN
    PERFORM public.search_words_apply(gone, came);
  END IF;
  RETURN NULL;
END $$;
