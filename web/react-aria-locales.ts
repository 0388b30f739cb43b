/**
 * Build plugin: react-aria ships the texts of its controls (a number field's "Augmenter", the dismiss button of an
 * overlay…) in 34 locales, every one bundled with the control. The interface speaks French and English only
 * (docs/product.md, "Screens and routes"), so the strings of the other locales are emptied at build time: the form renderer's chunk, which the
 * builder and the records screens load, carries two locales instead of 34. (`@react-aria/optimize-locales-plugin`
 * does the same for the older package layout.)
 */
import type { Plugin } from 'vite';

const LOCALE_STRINGS = /[\\/]react-aria[\\/]dist[\\/]private[\\/]intl[\\/][\w-]+[\\/]([a-z]{2}-[A-Z]{2})\.mjs$/;

export function reactAriaLocalesPlugin(kept: readonly string[]): Plugin {
  return {
    name: 'noco:react-aria-locales',
    transform(_code, id) {
      const locale = LOCALE_STRINGS.exec(id.split('?')[0] ?? id)?.[1];
      if (locale === undefined || kept.includes(locale)) return null;
      return { code: 'export default {};', map: null };
    },
  };
}
