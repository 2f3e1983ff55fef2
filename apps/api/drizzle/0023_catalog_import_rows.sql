-- The catalog import keeps each row of a file, with what the check found applying it will do
-- (created, updated with each field before -> after, unchanged, rejected), in its own table, and
-- each problem in another: a file of 200,000 rows is written and read in short statements (a
-- page, a batch), never as one jsonb value. The counts move to catalog_imports. Existing imports
-- keep their rows and problems; their rows have no recorded outcome (NULL): the apply re-plans
-- them as it always did.
CREATE TABLE "catalog_import_problems" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"row_number" integer NOT NULL,
	"column" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "catalog_import_problems_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "catalog_import_rows" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"row_number" integer NOT NULL,
	"product" integer,
	"cells" jsonb NOT NULL,
	"outcome" text,
	"sku" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"options" text DEFAULT '' NOT NULL,
	"changes" jsonb,
	CONSTRAINT "catalog_import_rows_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "rows_in_file" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "check_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "plan_created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "plan_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "plan_unchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "rows_rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "problems_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import_problems" ADD CONSTRAINT "catalog_import_problems_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_import_rows" ADD CONSTRAINT "catalog_import_rows_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_import_problems_row_idx" ON "catalog_import_problems" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "catalog_import_rows_outcome_idx" ON "catalog_import_rows" USING btree ("import_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "catalog_import_rows_row_idx" ON "catalog_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
INSERT INTO "catalog_import_rows" ("import_id", "position", "row_number", "product", "cells", "outcome", "sku")
SELECT i."id", r.ord - 1, coalesce((r.value->>'row')::integer, 0), (r.value->>'product')::integer,
	r.value - 'product', CASE WHEN r.ord > i."rows_total" THEN 'rejected' END, coalesce(upper(r.value->>'sku'), '')
FROM "catalog_imports" i, jsonb_array_elements(i."rows") WITH ORDINALITY AS r(value, ord);--> statement-breakpoint
INSERT INTO "catalog_import_problems" ("import_id", "seq", "row_number", "column", "message")
SELECT i."id", p.ord - 1, coalesce((p.value->>'row')::integer, 0), coalesce(p.value->>'column', ''), coalesce(p.value->>'message', '')
FROM "catalog_imports" i, jsonb_array_elements(i."problems") WITH ORDINALITY AS p(value, ord);--> statement-breakpoint
UPDATE "catalog_imports" SET
	"rows_in_file" = jsonb_array_length("rows"),
	"rows_rejected" = jsonb_array_length("rows") - "rows_total",
	"problems_total" = jsonb_array_length("problems"),
	"check_percent" = 100,
	"columns" = coalesce((SELECT jsonb_agg(DISTINCT k) FROM jsonb_array_elements("rows") e, jsonb_object_keys(e) k WHERE k NOT IN ('row', 'product')), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "rows";--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "problems";
