/**
 * After a refused submit: the focus goes to the first field in error and the field, its message included, is
 * scrolled into view. A field in error is a control marked `aria-invalid` or a frame marked `.field.is-invalid`
 * (a group whose error belongs to the whole group, such as a list with no item: its first control takes the
 * focus). With none, the form's alert takes it. Scrolling honours the page's `scroll-padding` (styles/base.css), which
 * keeps what is shown above a sticky bar (`useStickyBottom`).
 */

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Brings `element` into view only as far as needed (jsdom has no scrolling). */
const reveal = (element: Element | null | undefined) => element?.scrollIntoView?.({ block: 'nearest' });

export function focusFirstError(root: HTMLElement | null): void {
  if (!root) return;
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"], .field.is-invalid');
  if (!first) {
    const alert = root.querySelector<HTMLElement>('[role="alert"]');
    alert?.focus({ preventScroll: true });
    reveal(alert);
    return;
  }
  const frame = first.closest<HTMLElement>('.field') ?? first;
  const control = first.matches('[aria-invalid="true"]')
    ? first
    : (first.querySelector<HTMLElement>('[aria-invalid="true"]') ?? first.querySelector<HTMLElement>(FOCUSABLE) ?? first);
  control.focus({ preventScroll: true });
  // The whole field when it fits; else the control, then its message, which wins.
  reveal(frame);
  reveal(control);
  reveal(frame.querySelector(':scope > .field-error'));
}
