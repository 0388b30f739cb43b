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

/** Catalogue sections, served by web/i18n-sections.ts. */
declare module 'virtual:catalogues' {
  type Section =
    | 'core'
    | 'customer'
    | 'lostPassword'
    | 'index'
    | 'home'
    | 'policy'
    | 'terms'
    | 'accounts'
    | 'projects'
    | 'applications'
    | 'records'
    | 'uploads'
    | 'uploadPage'
    // Bulk data.
    | 'imports'
    | 'exports'
    | 'conductor'
    | 'samples'
    // Team features: delegation, my account, copies, contact.
    | 'delegation'
    | 'account'
    | 'copies'
    | 'contact'
    // Interactive modules: the console, the participant page.
    | 'modules'
    | 'live'
    // Web apps: the published site, the wizard.
    | 'site'
    | 'webapps';
  export const importers: Record<'fr' | 'en', Record<Section, () => Promise<{ default: Readonly<Record<string, string>> }>>>;
}
