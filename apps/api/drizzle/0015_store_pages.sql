-- Content pages the sellers write in the office (Configurações → Páginas): whether a page is
-- published (a draft answers 404 to shoppers) and whether, and where, the storefront's footer
-- links it. Every page so far was public and in the footer, ordered by title: the defaults
-- keep them so (position 0 everywhere, the title breaks the tie).
ALTER TABLE "pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "in_footer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "footer_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_footer_position_ck" CHECK ("pages"."footer_position" between 0 and 999);--> statement-breakpoint
-- The logo's size in pixels, so the storefront's header reserves its box before it loads (no
-- layout shift). Null with no logo.
ALTER TABLE "stores" ADD COLUMN "logo_width" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "logo_height" integer;
