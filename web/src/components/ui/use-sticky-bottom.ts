/**
 * A bar stuck to the bottom of the viewport hides what scrolls under it. This keeps its height in the
 * `--sticky-bottom` property of the root element (set through the CSSOM, which the CSP allows), which styles/base.css
 * turns into the page's `scroll-padding-bottom`: what is scrolled into view (a field reached with Tab, the first
 * error after a refused save) lands above the bar.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

const PROPERTY = '--sticky-bottom';

const measure = (bar: HTMLElement) =>
  document.documentElement.style.setProperty(PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`);

export function useStickyBottom(ref: RefObject<HTMLElement | null>): void {
  // After every render of the bar, before the page's effects run: an alert that just appeared in it (a refused
  // save) counts when the page then scrolls its first error into view.
  useLayoutEffect(() => {
    if (ref.current) measure(ref.current);
  });
  // Any other change of its size (a narrower window, a wrapped line).
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure(bar));
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      document.documentElement.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
