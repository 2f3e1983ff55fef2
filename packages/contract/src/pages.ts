import { z } from './zod.ts';

/** A content page (/paginas/{slug}). `html` is the store's own HTML: sanitise it to render. */
export const contentPageSchema = z
  .object({
    _id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    html: z.string(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;

/** The footer's links and the sitemap's pages (with their date): every page, without the HTML. */
export const contentPageListSchema = z
  .object({
    items: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        updated_at: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'ContentPageList' });
export type ContentPageList = z.infer<typeof contentPageListSchema>;
