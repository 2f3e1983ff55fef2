import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';

/** Text read by assistive technology but not shown: context a sighted buyer gets from layout. */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
