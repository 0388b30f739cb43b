import { useEffect } from 'react';

/** The product name, in every document title. */
export const PRODUCT_NAME = 'Noco';

/** Sets `document.title` to "{page} · Noco" while the page is shown (`page` is already translated). */
export function useDocumentTitle(page: string): void {
  const title = `${page} · ${PRODUCT_NAME}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
