CREATE TABLE "search_word_counts" (
	"store_id" uuid NOT NULL,
	"word" text NOT NULL,
	"category_id" uuid,
	"brand" text NOT NULL,
	"price_range" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"tokens" text[] NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_word_counts_uq" UNIQUE NULLS NOT DISTINCT("store_id","word","category_id","brand","price_range","in_stock","tokens")
);
--> statement-breakpoint
CREATE TABLE "search_word_ranks" (
	"product_id" uuid NOT NULL,
	"word" text NOT NULL,
	"store_id" uuid NOT NULL,
	"rank" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_word_ranks_pk" PRIMARY KEY("product_id","word")
);
--> statement-breakpoint
CREATE TABLE "search_word_token_counts" (
	"store_id" uuid NOT NULL,
	"word" text NOT NULL,
	"token" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_word_token_counts_pk" PRIMARY KEY("store_id","word","token")
);
--> statement-breakpoint
CREATE INDEX "search_word_ranks_order_idx" ON "search_word_ranks" USING btree ("store_id","word","rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
-- A search for one word (most searches: "caneca", "bolsas") ranked every product whose
-- document has it and grouped all of them into facet signatures: ~5,000 matches visited for a
-- page of 24, 16,768 for "camisa" (apps/api/README.md, "The kept per-word data"). These three
-- tables keep, per word of every listed product's search document, what such a search reads:
-- each product's rank for the word (its page, read in order from an index), the word's facet
-- signatures (its counts under a filter) and its facet tokens (its counts with none). Kept here
-- as shelf_counts is (0012, 0028): each statement's moved products in key order, so two
-- writers lock the same rows in the same order; rows left at zero go. SQL-only.
--
-- A word's tsquery is built from the lexeme itself, quoted as tsquery's input reads it
-- (quotes and backslashes doubled): ts_rank of it is the number the search computes for the
-- same word (test/shelf-counts.test.ts holds the kept ranks to it).
CREATE OR REPLACE FUNCTION public.search_word_query(word text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(word, '\', '\\'), '''', '''''') || '''')::tsquery
$$;
--> statement-breakpoint
-- Each moved product's words, with what a search counts of it: -1 for the products gone (their
-- rows before the statement), +1 for those that came (after). Listed products only.
CREATE OR REPLACE FUNCTION public.search_word_moves(gone public.products[], came public.products[])
  RETURNS TABLE (store_id uuid, word text, category_id uuid, brand text, shelf_price_cents integer,
                 shelf_in_stock boolean, shelf_tokens text[], n integer)
  LANGUAGE sql STABLE AS $$
  SELECT m.store_id, w.word, m.category_id, m.brand, m.shelf_price_cents, m.shelf_in_stock,
         m.shelf_tokens, m.n
    FROM (SELECT g.*, -1 AS n FROM unnest(gone) g
          UNION ALL
          SELECT c.*, 1 FROM unnest(came) c) AS m
   CROSS JOIN LATERAL unnest(tsvector_to_array(m.search_vector)) AS w(word)
   WHERE m.status = 'active'
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
  -- The tokens a search counts of a match (features/catalog/facets.ts, tokensOf): its sizes and
  -- colours, its category, brand and price range, whether it is in stock, and '*:'.
  INSERT INTO public.search_word_token_counts AS s (store_id, word, token, products)
  SELECT m.store_id, m.word, t.token, sum(m.n)
    FROM public.search_word_moves(gone, came) m
   CROSS JOIN LATERAL unnest(m.shelf_tokens || ARRAY[
           'c:' || m.category_id::text,
           'b:' || nullif(m.brand, ''),
           'p:' || public.shelf_price_range(m.shelf_price_cents),
           CASE WHEN m.shelf_in_stock THEN 'e:' END,
           '*:']) AS t(token)
   WHERE t.token IS NOT NULL
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
CREATE OR REPLACE FUNCTION public.products_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  gone public.products[] := '{}';
  came public.products[] := '{}';
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert
  AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update
  AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete
  AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_search_words();
--> statement-breakpoint
-- The products already listed, read from the table itself (a store of a million products is
-- not handed to the function above as one array): the same rows the triggers would write.
INSERT INTO public.search_word_ranks (product_id, word, store_id, rank, created_at)
SELECT p.id, w.word, p.store_id, ts_rank(p.search_vector, public.search_word_query(w.word)),
       p.created_at
  FROM public.products p
 CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
 WHERE p.status = 'active';
--> statement-breakpoint
INSERT INTO public.search_word_counts
       (store_id, word, category_id, brand, price_range, in_stock, tokens, products)
SELECT p.store_id, w.word, p.category_id, p.brand,
       coalesce(public.shelf_price_range(p.shelf_price_cents), ''), p.shelf_in_stock,
       p.shelf_tokens, count(*)
  FROM public.products p
 CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
 WHERE p.status = 'active'
 GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO public.search_word_token_counts (store_id, word, token, products)
SELECT p.store_id, w.word, t.token, count(*)
  FROM public.products p
 CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(word)
 CROSS JOIN LATERAL unnest(p.shelf_tokens || ARRAY[
         'c:' || p.category_id::text,
         'b:' || nullif(p.brand, ''),
         'p:' || public.shelf_price_range(p.shelf_price_cents),
         CASE WHEN p.shelf_in_stock THEN 'e:' END,
         '*:']) AS t(token)
 WHERE p.status = 'active' AND t.token IS NOT NULL
 GROUP BY 1, 2, 3;
