import { privatePageMeta } from '../../lib/seo.ts';

/** The sign-in screens' head: "<screen> | <store>", a description, never indexed. */
export const authMeta = privatePageMeta;
