import { imageSchema } from './common.ts';
import { z } from './zod.ts';

/** A banner as shoppers see it (the home's slider, /slider, a store's answer by host). */
export const bannerSchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    subtitle: z.string(),
    image: imageSchema,
    /** The phone's art (narrow screens); null: the desktop image serves every screen. */
    mobile_image: imageSchema.nullable(),
    /** Root-relative storefront path ('/produto/…') or an absolute URL; '' for none. */
    link: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;
