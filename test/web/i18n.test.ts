/**
 * The message catalogues stay complete and consistent (docs/architecture.md, "Web"):
 * - fr.json (reference) and en.json have the same keys, and no empty value;
 * - every message used in web/src (extracted by the formatjs CLI) has an explicit id and is in both catalogues,
 *   and its French default message is the fr.json text; no catalogue key is left unused;
 * - the ICU placeholders of each message are the same in fr and en;
 * - the messages of the error catalogue (docs/product.md, "Errors") are there, word for word;
 * - every route declares (`handle.sections`) the catalogue sections of the texts its modules define.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors';
import { customerRoutes } from '../../web/src/app/customer-routes';
import { CUSTOMER_ROUTE_ID, routes } from '../../web/src/app/routes';
import { sectionOf } from '../../web/i18n-sections';
import { routeTexts } from './route-texts';

const root = resolve(import.meta.dirname, '../..');
const readCatalogue = (lang: string) => JSON.parse(readFileSync(join(root, 'locales', `${lang}.json`), 'utf8')) as Record<string, unknown>;
const fr = readCatalogue('fr');
const en = readCatalogue('en');

/** `formatjs extract` over web/src, as `npm run i18n:extract` does (id → French default message). */
function extract(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'noco-i18n-'));
  try {
    const outFile = join(dir, 'extracted.json');
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/@formatjs/cli/bin/formatjs'),
        'extract',
        'web/src/**/*.{ts,tsx}',
        '--ignore',
        'web/src/**/*.test.*',
        '--out-file',
        outFile,
        '--format',
        'simple',
        '--throws',
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, string>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Placeholders of an ICU message: `name:kind`, nested ones included, sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:argument`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.select:
        case TYPE.plural:
          found.add(`${element.value}:${TYPE[element.type]}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('message catalogues', () => {
  let extracted: Record<string, string>;
  beforeAll(() => {
    extracted = extract();
  }, 60_000);

  it('fr and en have the same keys', () => {
    expect(Object.keys(en).filter((key) => !(key in fr))).toEqual([]);
    expect(Object.keys(fr).filter((key) => !(key in en))).toEqual([]);
  });

  it('no value is empty', () => {
    for (const [lang, catalogue] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const empty = Object.entries(catalogue).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty.map(([key]) => `${lang}:${key}`)).toEqual([]);
    }
  });

  it('every message used in web/src has an explicit id and is in both catalogues', () => {
    const ids = Object.keys(extracted);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(id))).toEqual([]);
    expect(ids.filter((id) => !(id in fr))).toEqual([]);
    expect(ids.filter((id) => !(id in en))).toEqual([]);
  });

  it('fr.json is the French default message of the code, and holds no unused key', () => {
    const differing = Object.entries(extracted).filter(([id, message]) => fr[id] !== message);
    expect(differing.map(([id]) => id)).toEqual([]);
    expect(Object.keys(fr).filter((key) => !(key in extracted))).toEqual([]);
  });

  it('fr and en use the same ICU placeholders', () => {
    const mismatches = Object.keys(fr)
      .filter((key) => typeof en[key] === 'string')
      .filter((key) => placeholders(String(fr[key])).join() !== placeholders(String(en[key])).join());
    expect(mismatches).toEqual([]);
  });

  it('keeps the error catalogue messages word for word', () => {
    for (const catalogue of [fr, en]) {
      expect(catalogue['notFound.message']).toBe('Page not found: {path}');
      expect(catalogue['error.internal']).toBe('Internal Server Error');
      expect(catalogue['error.notFound']).toBe('Page Not Found');
    }
    expect(fr).toMatchObject({
      'errors.LOGIN_INVALID': 'Identifiants de connexion invalides',
      'errors.REGISTER_FAILED': "Une erreur s'est produite",
      'errors.TERMS_NOT_ACCEPTED': 'Vous devez accepter les Conditions générales de service avant de continuer.',
      'errors.PASSWORD_FORMAT': 'Le format de votre mot de passe est incorrect',
      'errors.EMAIL_REQUIRED': 'Veuillez saisir votre adresse e-mail.',
      'errors.ACTIVATION_CODE_INVALID': "Ce code n'est pas valide",
      'errors.CONTACT_FAILED': 'Une erreur est survenue',
      'errors.DETAILS_CHANGE_FAILED': "La modification de vos coordonnées n'a pas pu être effectuée",
      'errors.PASSWORD_CHANGE_FAILED': "La modification de votre mot de passe n'a pas pu être effectuée",
      'errors.DELEGATION_SAVE_FAILED': "Vos modifications n'ont pas pu être enregistrées",
      'errors.ITEM_SAVE_FAILED': "Vos modifications n'ont pas pu être enregistrées",
    });
    for (const code of [
      ...ERROR_CODES,
      'INTERNAL',
      'NOT_FOUND',
      'VALIDATION_FAILED',
      'UNSUPPORTED_MEDIA_TYPE',
      'PAYLOAD_TOO_LARGE',
      'MALFORMED_JSON',
      'TOO_MANY_REQUESTS',
      'FORBIDDEN',
      'UNAUTHORIZED',
      'CONFLICT',
      'NETWORK',
    ]) {
      expect(fr).toHaveProperty([`errors.${code}`]);
      expect(en).toHaveProperty([`errors.${code}`]);
    }
  });

  it('every route downloads the catalogue sections of every text it can show', () => {
    const checked = routeTexts(routes, customerRoutes, CUSTOMER_ROUTE_ID);
    expect(checked.length).toBeGreaterThan(30);
    const missing = checked.flatMap(({ route, sections, ids }) =>
      [...ids]
        .filter((id) => sectionOf(id) !== 'core' && !sections.includes(sectionOf(id)))
        .map((id) => `${route}: ${id} (${sectionOf(id)})`),
    );
    expect(missing).toEqual([]);
  });

  it('placeholders are detected, nested ones included', () => {
    expect(placeholders('Erreur {number} : {count, plural, one {# <b>{name}</b>} other {#}}')).toEqual([
      '<b>',
      'count:plural',
      'name:argument',
      'number:argument',
    ]);
  });
});
