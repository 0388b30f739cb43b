/**
 * Pure helpers for the public build-time configuration, shared by the Vite config (Node) and the app.
 * Nothing here reads `import.meta.env`, so that `web/vite.config.ts` can import it.
 */

/** Directory of the hashed build assets, relative to the base URL (Vite `build.assetsDir`). */
export const ASSETS_DIR = 'assets';

/** Directory of the build files (`latest.json`, `meta/{buildId}.json`), relative to the base URL. */
export const BUILDS_DIR = 'builds';

/** Default of `VITE_STORAGE_APP`, the first public value of the browser storage keys (docs/product.md, "Entities"). */
export const DEFAULT_STORAGE_APP = 'noco';
/** Default of `VITE_STORAGE_ENV`, the second public value of the browser storage keys (docs/product.md, "Entities"). */
export const DEFAULT_STORAGE_ENV = 'web';

/** Prefix of every browser storage key: the two configured public values, concatenated. */
export function storagePrefix(app: string | undefined, env: string | undefined): string {
  return `${app?.trim() || DEFAULT_STORAGE_APP}${env?.trim() || DEFAULT_STORAGE_ENV}`;
}

/** The browser storage keys built from the prefix (docs/product.md, "Entities": `…Customer`, plus the login date and theme). */
export function storageKeys(prefix: string) {
  return {
    customer: `${prefix}Customer`,
    loginDate: `${prefix}LoginDate`,
    theme: `${prefix}Theme`,
  } as const;
}
