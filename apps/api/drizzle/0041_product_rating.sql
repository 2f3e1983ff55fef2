-- The published reviews' count and sum of stars on each product, so a card (search, a
-- category, the home, favourites) shows its stars from the product's own row, joining nothing.
-- SQL-only objects, unknown to drizzle-kit's snapshot: the function and trigger below.
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Recounted from the product's published reviews on every change that can move them (a review
-- published, hidden, written already published, or removed with its store): a count, never an
-- increment, so no order of writes can leave it off. Written only when it changed.
CREATE OR REPLACE FUNCTION public.reviews_rating() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.product_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.product_id END
  ], NULL);
BEGIN
  UPDATE public.products p
     SET rating_count = r.n, rating_total = r.total
    FROM (SELECT t.id,
                 count(v.id)::int AS n,
                 coalesce(sum(v.rating), 0)::int AS total
            FROM (SELECT DISTINCT id FROM unnest(ids) AS u(id)) t
            LEFT JOIN public.reviews v ON v.product_id = t.id AND v.status = 'publicada'
           GROUP BY t.id) r
   WHERE p.id = r.id
     AND (p.rating_count IS DISTINCT FROM r.n OR p.rating_total IS DISTINCT FROM r.total);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating
  AFTER INSERT OR DELETE OR UPDATE OF status, rating, product_id ON public.reviews
  FOR EACH ROW EXECUTE FUNCTION public.reviews_rating();
--> statement-breakpoint
-- The reviews published before this migration.
UPDATE public.products p
   SET rating_count = r.n, rating_total = r.total
  FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total
          FROM public.reviews WHERE status = 'publicada' GROUP BY product_id) r
 WHERE p.id = r.product_id;
