-- Search text normalisation shared by the document and the query (features/catalog/search.ts).
-- The Portuguese stemmer strips a plural -s but not the -ão → -ões/-ães change, so "colchões"
-- or "algodoes" would miss "Colchão"/"Algodão". Both sides now go through f_search_text:
-- lower case, no accents, and a word-final -oes/-aes read as -ao.
CREATE OR REPLACE FUNCTION public.f_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.f_unaccent(lower($1)), '(oe|ae)s\M', 'ao', 'g') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.products_search_document(
  p_name text, p_code text, p_brand text, p_category text, p_description text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('portuguese'::regconfig, public.f_search_text(coalesce(p_name, ''))), 'A')
        || setweight(to_tsvector('simple'::regconfig, coalesce(p_code, '')), 'A')
        || setweight(to_tsvector('portuguese'::regconfig,
             public.f_search_text(coalesce(p_brand, '') || ' ' || coalesce(p_category, ''))), 'B')
        || setweight(to_tsvector('portuguese'::regconfig, public.f_search_text(coalesce(p_description, ''))), 'C')
  $$;
--> statement-breakpoint
UPDATE public.products SET name = name;
