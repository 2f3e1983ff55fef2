import {
  bannerBodySchema,
  bannerImageInputSchema,
  type BannerBody,
  type SellerBanner,
} from '@vitrine/contract/banners';
import { formatDate, formatTime, saoPauloInstant } from '@vitrine/domain/dates';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { bannerMessages as t } from './messages.ts';

// The banner form as the seller fills it (days dd/mm/aaaa and times hh:mm, Brasília time),
// and the body the API takes (instants). The title, subtitle and link rules are the contract's.

const START_TIME = '00:00';
const END_TIME = '23:59';
const DAY = /^\d{2}\/\d{2}\/\d{4}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const formSchema = z
  .object({
    title: bannerBodySchema.shape.title,
    subtitle: bannerBodySchema.shape.subtitle,
    link: bannerBodySchema.shape.link,
    active: z.boolean(),
    starts_day: z.string(),
    starts_time: z.string(),
    ends_day: z.string(),
    ends_time: z.string(),
    image: bannerImageInputSchema.nullable(),
    mobile_image: bannerImageInputSchema.nullable(),
  })
  .superRefine((form, ctx) => {
    if (!form.image) ctx.addIssue({ code: 'custom', path: ['image'], message: t.imageRequired });
    const starts = instantOf(form.starts_day, form.starts_time, START_TIME, 'starts', ctx);
    const ends = instantOf(form.ends_day, form.ends_time, END_TIME, 'ends', ctx);
    if (starts && ends && ends <= starts) {
      ctx.addIssue({ code: 'custom', path: ['ends_day'], message: t.endBeforeStart });
    }
  });

/** What the form holds, and what its schema makes of it (the days read, the art chosen). */
export type BannerFormValues = z.input<typeof formSchema>;
export type BannerFormParsed = z.output<typeof formSchema>;

/** Every field an API refusal may name; the rest (its dates, which the form checks first as
 * days) shows above the button. */
export const FORM_FIELDS: readonly Path<BannerFormValues>[] = [
  'title',
  'subtitle',
  'link',
  'image',
  'mobile_image',
];

function instantOf(
  day: string,
  time: string,
  fallback: string,
  prefix: 'starts' | 'ends',
  ctx: z.RefinementCtx,
): Date | null {
  const [d, h] = [day.trim(), time.trim()];
  if (!d && !h) return null;
  if (!d) {
    ctx.addIssue({ code: 'custom', path: [`${prefix}_day`], message: t.dayRequired });
    return null;
  }
  if (h && !TIME.test(h)) {
    ctx.addIssue({ code: 'custom', path: [`${prefix}_time`], message: t.invalidTime });
    return null;
  }
  const instant = DAY.test(d) ? saoPauloInstant(d, h || fallback) : null;
  if (!instant) ctx.addIssue({ code: 'custom', path: [`${prefix}_day`], message: t.invalidDay });
  return instant;
}

const dayOf = (iso: string | null) => (iso ? formatDate(iso) : '');
const timeOf = (iso: string | null) => (iso ? formatTime(iso) : '');
const isoOf = (day: string, time: string, fallback: string) =>
  day.trim() ? (saoPauloInstant(day, time.trim() || fallback)?.toISOString() ?? null) : null;

/** An empty form (a new banner: active, no dates, no images). */
const EMPTY: BannerFormValues = {
  title: '',
  subtitle: '',
  link: '',
  active: true,
  starts_day: '',
  starts_time: '',
  ends_day: '',
  ends_time: '',
  image: null,
  mobile_image: null,
};

/** A stored banner as the form shows it; a new one (none) starts empty. */
export function toFormValues(banner?: SellerBanner): BannerFormValues {
  if (!banner) return { ...EMPTY };
  return {
    title: banner.title,
    subtitle: banner.subtitle,
    link: banner.link,
    active: banner.active,
    starts_day: dayOf(banner.starts_at),
    starts_time: timeOf(banner.starts_at),
    ends_day: dayOf(banner.ends_at),
    ends_time: timeOf(banner.ends_at),
    image: banner.image,
    mobile_image: banner.mobile_image,
  };
}

/** The checked form as the API's body. */
export function toBody(form: BannerFormParsed): BannerBody {
  return {
    title: form.title,
    subtitle: form.subtitle,
    link: form.link,
    active: form.active,
    starts_at: isoOf(form.starts_day, form.starts_time, START_TIME),
    ends_at: isoOf(form.ends_day, form.ends_time, END_TIME),
    image: form.image!,
    mobile_image: form.mobile_image,
  };
}
