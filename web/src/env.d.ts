/// <reference types="vite/client" />

/** Id of this web build (UTC stamp + random, or `BUILD_ID`), injected by `web/vite.config.ts`. */
declare const __BUILD_ID__: string;
/** `version` of package.json, injected by `web/vite.config.ts`. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** First public value of the browser storage keys (default `noco`). */
  readonly VITE_STORAGE_APP?: string;
  /** Second public value of the browser storage keys (default `web`). */
  readonly VITE_STORAGE_ENV?: string;
  /** Base path of the API on the same origin (default `/api`). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One catalogue section of one language (web/i18n-sections.ts): strings, or precompiled ICU ASTs in builds. */
declare module 'virtual:catalogue/*' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}

/** formatjs' ICU parser where the catalogues are texts, none in builds (web/i18n-sections.ts). */
declare module 'virtual:message-parser' {
  export const parse: ((message: string) => import('@formatjs/icu-messageformat-parser').MessageFormatElement[]) | undefined;
}

/** Catalogue sections, served by web/i18n-sections.ts: one importer per interface language and section. */
declare module 'virtual:catalogues' {
  type Locale = import('../../shared/constants').UiLocale;
  type Section = typeof import('../i18n-sections')['SECTIONS'][number];
  export const importers: Record<Locale, Record<Section, () => Promise<{ default: Readonly<Record<string, string>> }>>>;
}
