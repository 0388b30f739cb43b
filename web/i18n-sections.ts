/**
 * Catalogue sections: `locales/{fr,en}.json` stay one file per language (the reference for translators and
 * for test/web/i18n.test.ts), but the browser downloads them in sections, so that a page only carries the
 * texts it can show. A key belongs to the section named by its first segment when that is a feature section
 * (`accounts.login.title` → `accounts`), else to `core` (shell, errors, validation…), which every page loads.
 * Which sections a page loads is declared by its routes (`handle.sections`, web/src/app/routes.tsx).
 *
 * `virtual:catalogues` exports `importers[locale][section]()`; in builds each section ships pre-parsed
 * (see i18n-precompile.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { UI_LOCALES } from '../shared/constants.ts';
import { compileCatalogue } from './i18n-precompile.ts';

export const FEATURE_SECTIONS = [
  'index',
  'home',
  'policy',
  'terms',
  'accounts',
  'projects',
  'applications',
  'records',
  'uploads',
  'uploadPage',
  // Bulk data: the copy-paste import, exports and vCards, the conductor page, sample data.
  'imports',
  'exports',
  'conductor',
  'samples',
  // Delegation: the delegate-rights page.
  'delegation',
  // My account: the details and password screens (`account.*`).
  'account',
  // Copies: duplication of applications across projects.
  'copies',
  // Contact.
  'contact',
  // The console: the organiser's console of an interactive module.
  'modules',
  // The participant page: the public page of interactive modules (web/src/live, web/live.html).
  'live',
  // The published web app: the published web app's chrome (web/src/webapps, web/site.html).
  'site',
  // The wizard: the web app wizard.
  'webapps',
] as const;
export const SECTIONS = ['core', 'customer', 'lostPassword', ...FEATURE_SECTIONS] as const;

/**
 * Shared messages (`validation.*`, `errors.*`) that only signed-in screens can produce: the builder's config
 * rules and the errors of customer-area actions. They load with the customer pages (section `customer`),
 * not with every public page. Every other shared key is core.
 */
const CUSTOMER_AREA_KEYS = new Set([
  ...[
    'rows',
    'choices',
    'minMax',
    'categoryElement',
    'accept',
    'maxSize',
    'columnsUnknown',
    'keyLocked',
    'columnOutOfRange',
    'fieldKey',
    'duplicateKey',
    'columns',
    'kindUnavailable',
    'applicationKind',
    'reservedName',
    'languagesRequired',
    'projectType',
    'url',
    'cursor',
    // Records: the values of a record, the list's sort.
    'unknownField',
    'emailTaken',
    'categoryMissing',
    'categoryCycle',
    'tooManyCategories',
    'sortColumn',
    // Upload links: the record's dialog.
    'linkDays',
    'fileField',
    // Files: a record's file values.
    'fileUnknown',
    'fileNotReady',
    'tooManyNewFiles',
    // CSV paste import: the preview's rows and the import's errors.
    'importTooLarge',
    'importTooManyRows',
    'importEmpty',
    'importNoColumn',
    'importSource',
    'columnsCount',
    'importQuote',
    'importNumber',
    'importDate',
    'importDateNoTime',
    'importYesNo',
    'importChoice',
    'categoryAmbiguous',
    'importTooManyItems',
    'importRecordTooLarge',
    'importChanged',
    'importGone',
    // Sample data: the fakers screen's number of lines.
    'samplesCount',
    'samplesFileRequired',
    // Delegation: the add-a-user form.
    'delegateSelf',
    'unknownApplication',
    // My account: the password that proves who asks; an address another account took meanwhile.
    'currentPasswordWrong',
    'accountEmailTaken',
    // Copies: the applications of a copy.
    'copyApplications',
    // The wizard: the rules of the web app's steps.
    'host',
    'httpsUrl',
    'color',
    'dateOrder',
    'ctaPair',
    'linkMissing',
    'privateField',
    'languageNotInProject',
    'defaultLanguage',
  ].map((name) => `validation.${name}`),
  ...[
    'CONTACT_FAILED',
    'DETAILS_CHANGE_FAILED',
    'PASSWORD_CHANGE_FAILED',
    'DELEGATION_SAVE_FAILED',
    'ITEM_SAVE_FAILED',
    'ITEM_TOO_LARGE',
    'CONFLICT',
    'FORBIDDEN',
    'RESET_LINK_INVALID',
    'CATEGORY_IN_USE',
    'IMPORT_RUNNING',
    'IMPORT_EXPIRED',
    'EXPORT_NOT_READY',
    // The wizard
    'WEBAPP_HOST_TAKEN',
    'WEBAPP_INCOMPLETE',
  ].map((code) => `errors.${code}`),
]);

/**
 * Account screens whose texts the login page does not show: those under `/{lang}/customer` (the validated page,
 * the reset-password page of the mailed link, the account menu) load with the customer area, the lost-password
 * page's with that page.
 */
const PREFIX_SECTIONS: readonly (readonly [prefix: string, section: string])[] = [
  ['accounts.validated.', 'customer'],
  ['accounts.reset.', 'customer'],
  ['accounts.menu.', 'customer'],
  ['accounts.lostPassword.', 'lostPassword'],
  // The question before leaving unsaved changes (components/ui/unsaved-guard.tsx: the builder's and the records' forms).
  ['unsaved.', 'customer'],
  // A failed upload (docs/product.md, "Errors": "Erreur {number}"), shown with the uploads' texts: on the record screens and on the
  // public /_upload page, which loads no customer section.
  ['errors.UPLOAD_FAILED', 'uploads'],
  // A wrong, expired or revoked upload link: only the /_upload page can meet them.
  ['errors.UPLOAD_LINK_', 'uploadPage'],
];

export function sectionOf(key: string): string {
  if (CUSTOMER_AREA_KEYS.has(key)) return 'customer';
  const byPrefix = PREFIX_SECTIONS.find(([prefix]) => key.startsWith(prefix));
  if (byPrefix) return byPrefix[1];
  const first = key.split('.', 1)[0] ?? '';
  return (FEATURE_SECTIONS as readonly string[]).includes(first) ? first : 'core';
}

const INDEX_ID = 'virtual:catalogues';
const SECTION_ID = /^virtual:catalogue\/([a-z]{2})\/([a-zA-Z]+)$/;
/**
 * The ICU parser of the app's message formatter (web/src/lib/intl/format-message.ts): formatjs' parser where the
 * catalogues are texts (tests, the dev server); none where they are precompiled (builds, whose default messages are
 * stripped too), so that no parser ships.
 */
const PARSER_ID = 'virtual:message-parser';

export function catalogueSectionsPlugin(options: { localesDir: string; precompile: boolean }): Plugin {
  return {
    name: 'noco:catalogue-sections',
    resolveId(id) {
      if (id === INDEX_ID || id === PARSER_ID || SECTION_ID.test(id)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${PARSER_ID}`) {
        return options.precompile ? 'export const parse = undefined;' : "export { parse } from '@formatjs/icu-messageformat-parser';";
      }
      if (id === `\0${INDEX_ID}`) {
        const entries = UI_LOCALES.map(
          (locale) =>
            `${locale}: {${SECTIONS.map((section) => `${section}: () => import('virtual:catalogue/${locale}/${section}')`).join(', ')}}`,
        );
        return `export const importers = {${entries.join(', ')}};`;
      }
      const match = SECTION_ID.exec(id.slice(1));
      if (!id.startsWith('\0') || !match) return null;
      const [, locale, section] = match;
      const file = path.join(options.localesDir, `${locale}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const picked = Object.fromEntries(Object.entries(all).filter(([key]) => sectionOf(key) === section));
      const source = JSON.stringify(picked);
      return `export default ${options.precompile ? compileCatalogue(source, file) : source};`;
    },
  };
}
