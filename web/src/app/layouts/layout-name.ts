import type { importers } from 'virtual:catalogues';
import { useMatches } from 'react-router';
import { isUiLocale } from '../../../../shared/constants';

/** A catalogue section (web/i18n-sections.ts): the texts of one area, downloaded with the pages that show it. */
export type CatalogueSection = keyof (typeof importers)['fr'];

/**
 * Layouts a route can ask for in its `handle` (docs/architecture.md, "Web"): `default` for public pages, `account` for the customer
 * area, `bare` for a page shown to people without an account that leads nowhere else (the upload page).
 */
export const LAYOUT_NAMES = ['default', 'account', 'bare'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];
export const DEFAULT_LAYOUT: LayoutName = 'default';

/**
 * What every route declares: `handle: { layout, sections }`. `sections` are the catalogue sections its screen
 * shows besides `core`; a page loads those of every route it matches (parents included).
 */
export interface RouteHandle {
  readonly layout: LayoutName;
  readonly sections?: readonly CatalogueSection[];
}

const layoutOf = (handle: unknown): LayoutName | undefined => {
  const layout = (handle as Partial<RouteHandle> | undefined)?.layout;
  return (LAYOUT_NAMES as readonly unknown[]).includes(layout) ? layout : undefined;
};

/** Pure: the layout of the deepest match that names one, `default` otherwise. */
export function pickLayout(matches: readonly { handle: unknown; params: Readonly<Record<string, string | undefined>> }[]): LayoutName {
  // A path with an unknown language shows the 404 page in the default layout.
  const lang = matches.at(-1)?.params.lang;
  if (lang !== undefined && !isUiLocale(lang)) return DEFAULT_LAYOUT;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const layout = layoutOf(matches[index]?.handle);
    if (layout) return layout;
  }
  return DEFAULT_LAYOUT;
}

export function useLayoutName(): LayoutName {
  return pickLayout(useMatches());
}
