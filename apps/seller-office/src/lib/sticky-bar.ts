import { useEffect, type RefObject } from 'react';

/**
 * A bar stuck to the bottom of the window (the product form's buttons) covers whatever the
 * browser scrolls into view under it: a field reached with Tab would sit behind the bar (WCAG
 * 2.4.11, focus not obscured). The bar's height, kept up to date as it grows (a notice, a
 * refusal, buttons wrapping on a phone), is the page's `--office-sticky-end`, which office.css
 * reserves as the root's scroll padding: the browser then stops scrolling above the bar.
 */
export function useStickyBarReserve(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () =>
      root.style.setProperty('--office-sticky-end', `${element.getBoundingClientRect().height}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--office-sticky-end');
    };
  }, [bar]);
}
