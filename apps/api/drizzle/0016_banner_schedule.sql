-- Banners a seller manages: a start and an end (each optional; the public lists show a banner
-- only inside its window), a phone image (jsonb: path, size, renditions; null: the desktop one),
-- and the uploaded desktop image's row and renditions. The check keeps an end after its start.
ALTER TABLE "banners" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_renditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "mobile_image" jsonb;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_ck" CHECK ("banners"."ends_at" is null or "banners"."starts_at" is null or "banners"."ends_at" > "banners"."starts_at");