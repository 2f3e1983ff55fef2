-- The catalog's statement-level triggers ran their refresh functions on every UPDATE of a
-- variation or a product, with an empty list when nothing they keep had moved: a checkout's
-- stock decrement planned and ran products_refresh_shelf and products_refresh_price_range (SQL
-- functions, planned again at each call), whose UPDATEs of no product row then fired
-- products_shelf_counts twice — ~2.3 ms of PostgreSQL's time per order, for no change
-- (pg_stat_statements over a `pnpm bench:blackfriday` peak). Each trigger now collects what
-- moved first and calls the refresh only when something did. Same results; SQL-only.
CREATE OR REPLACE FUNCTION public.product_variations_shelf() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    -- A sale moves stock: only a change that can flip "in stock" (to or from zero) matters.
    ids := ARRAY(
      SELECT DISTINCT unnest(ARRAY[n.product_id, o.product_id])
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.options IS DISTINCT FROM n.options OR o.sold IS DISTINCT FROM n.sold
          OR o.price_cents IS DISTINCT FROM n.price_cents OR o.product_id <> n.product_id
          OR (coalesce(o.stock, 1) > 0) IS DISTINCT FROM (coalesce(n.stock, 1) > 0)
          OR (o.stock IS NULL) IS DISTINCT FROM (n.stock IS NULL));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM public.products_refresh_shelf(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_variations_price_range() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    ids := ARRAY(
      SELECT unnest(ARRAY[n.product_id, o.product_id])
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.price_cents IS DISTINCT FROM n.price_cents OR o.product_id <> n.product_id);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM public.products_refresh_price_range(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.products_shelf_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  gone public.products[] := '{}';
  came public.products[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    came := ARRAY(SELECT n::public.products FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    gone := ARRAY(SELECT o::public.products FROM old_rows o);
  ELSE
    -- Most updates (a name, a description, the search document) change no signature: only the
    -- products whose listed columns changed move.
    gone := ARRAY(SELECT o::public.products FROM old_rows o JOIN new_rows n ON n.id = o.id
                   WHERE (o.store_id, o.category_id, o.brand, o.status, o.kind, o.shelf_tokens,
                          o.shelf_in_stock, o.shelf_price_cents)
                         IS DISTINCT FROM (n.store_id, n.category_id, n.brand, n.status, n.kind,
                          n.shelf_tokens, n.shelf_in_stock, n.shelf_price_cents));
    IF cardinality(gone) > 0 THEN
      came := ARRAY(SELECT n::public.products FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE (o.store_id, o.category_id, o.brand, o.status, o.kind, o.shelf_tokens,
                            o.shelf_in_stock, o.shelf_price_cents)
                           IS DISTINCT FROM (n.store_id, n.category_id, n.brand, n.status, n.kind,
                            n.shelf_tokens, n.shelf_in_stock, n.shelf_price_cents));
    END IF;
  END IF;
  IF cardinality(gone) > 0 OR cardinality(came) > 0 THEN
    PERFORM public.shelf_counts_apply(gone, came);
  END IF;
  RETURN NULL;
END $$;
