/**
 * Public configuration of the web app, read once from the build (docs/product.md, "Calls": base URL and asset
 * directory). The app is served from the same origin as the API: pages at `/`, the API under `/api/*`, hashed assets
 * under `/assets/`, build files under `/builds/`.
 */
import { BUILDS_DIR, storagePrefix } from './public-config';

export { BUILDS_DIR };

/** Where the app is mounted (Vite `base`), always ending with a slash. */
export const BASE_URL: string = import.meta.env.BASE_URL || '/';

/** Base path of every API call (same origin). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL || '/api').replace(/\/+$/, '');

/** URL of the latest-build file (docs/product.md, "Calls"), without its timestamp query. */
export const LATEST_BUILD_URL = `${BASE_URL}${BUILDS_DIR}/latest.json`;

/** URL of a build's metadata file (docs/product.md, "Calls"). */
export const buildMetaUrl = (buildId: string): string => `${BASE_URL}${BUILDS_DIR}/meta/${encodeURIComponent(buildId)}.json`;

/** The two configured public values joined (docs/product.md, "Entities"), prefix of every browser storage key. */
export const STORAGE_PREFIX: string = storagePrefix(import.meta.env.VITE_STORAGE_APP, import.meta.env.VITE_STORAGE_ENV);

/** This build, as injected by `web/vite.config.ts`. */
export const BUILD_ID: string = __BUILD_ID__;
export const APP_VERSION: string = __APP_VERSION__;
