/** Constants of the product (docs/product.md, "Constants and limits"), shared by the web app and the functions. */

/** Locales the interface speaks. `fr` is the default and the reference catalogue. */
export const UI_LOCALES = ['fr', 'en'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'fr';
export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);

/** Languages the shell shows with flags and labels, and that a project may use (docs/product.md, "What it does"). */
export const LANGUAGES = ['fr', 'en', 'es', 'it', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Colour themes (docs/product.md, "States"): blue is the default. */
export const THEMES = ['blue', 'black', 'green', 'red'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'blue';

/** Session lifetime from the login date stamp: 12 hours (720 minutes). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Password rules (docs/product.md, "Validation"; the upper bound protects the hash function). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Build updates: checked an hour apart, first a second after idle; no reload of one path twice within 10 s. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const BUILD_CHECK_IDLE_DELAY_MS = 1_000;
export const RELOAD_GUARD_MS = 10_000;

/** Form layout columns. */
export const FORM_MIN_COLUMNS = 1;
export const FORM_MAX_COLUMNS = 3;

/** Largest JSON body an API route accepts. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
