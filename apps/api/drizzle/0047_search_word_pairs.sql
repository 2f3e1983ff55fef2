CREATE TABLE "search_word_pairs" (
	"store_id" uuid NOT NULL,
	"word" text NOT NULL,
	"token" text NOT NULL,
	"other" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_word_pairs_pk" PRIMARY KEY("store_id","word","token","other")
);
--> statement-breakpoint
-- Pairs of facet tokens per word (schema/catalog.ts, searchWordPairs), kept by 0045's trigger
-- with the rest and built by 0046's rebuild. SQL-only below.
--
-- A product's pairs of tokens (search_tokens) of different groups (a token's group is its
-- prefix), each pair once in byte order, '*:' left out: a count with one group picked is the
-- picked values' pairs with every other token (features/catalog/facets.ts, keptFacets).
CREATE OR REPLACE FUNCTION public.search_token_pairs(tokens text[])
  RETURNS TABLE (token text, other text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT a.token, b.token
    FROM unnest(tokens) AS a(token), unnest(tokens) AS b(token)
   WHERE a.token COLLATE "C" < b.token COLLATE "C"
     AND left(a.token, 2) <> left(b.token, 2)
     AND a.token <> '*:' AND b.token <> '*:'
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
  INSERT INTO public.search_word_pairs AS s (store_id, word, token, other, products)
  SELECT m.store_id, m.word, t.token, t.other, sum(m.n)
    FROM public.search_word_moves(gone, came) m
   CROSS JOIN LATERAL public.search_token_pairs(public.search_tokens(m.shelf_tokens,
           m.category_id, m.brand, m.shelf_price_cents, m.shelf_in_stock)) AS t
   GROUP BY 1, 2, 3, 4
  HAVING sum(m.n) <> 0
   ORDER BY 1, 2, 3, 4
      ON CONFLICT (store_id, word, token, other)
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
  DELETE FROM public.search_word_pairs s
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
  DELETE FROM public.search_word_pairs WHERE store_id = store;
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
  INSERT INTO public.search_word_pairs (store_id, word, token, other, products)
  SELECT p.store_id, w.word, t.token, t.other, count(*)
    FROM public.products p
   CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
   CROSS JOIN LATERAL public.search_token_pairs(public.search_tokens(p.shelf_tokens,
           p.category_id, p.brand, p.shelf_price_cents, p.shelf_in_stock)) AS t
   WHERE p.store_id = store AND p.status = 'active'
   GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
-- The products already listed.
INSERT INTO public.search_word_pairs (store_id, word, token, other, products)
SELECT p.store_id, w.word, t.token, t.other, count(*)
  FROM public.products p
 CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
 CROSS JOIN LATERAL public.search_token_pairs(public.search_tokens(p.shelf_tokens,
         p.category_id, p.brand, p.shelf_price_cents, p.shelf_in_stock)) AS t
 WHERE p.status = 'active'
 GROUP BY 1, 2, 3, 4;
