/**
 * A copy of the kinds registry — shared/kinds.ts, its element table (shared/kind-elements.ts), its text lookup
 * (shared/kind-texts.ts) — and of its catalogues (locales/kinds), with a ninth, plain kind added to the copies only:
 * builder elements, no console of its own, no section on a published web app, sample data. A test mocks the three
 * modules with their copies (`vi.mock(path, () => copiedModule(file))`), and the rest of the code runs unchanged: it
 * shows that adding such a kind is an entry in the registry and texts in its catalogues, nothing else.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The added kind (a conference's sessions), and the texts its catalogues give it. */
export const PLAIN_KIND = 'agenda';
export const PLAIN_KIND_TEXTS = {
  fr: {
    'agenda.name': 'Programme',
    'agenda.description': 'Les sessions de l’événement, leurs horaires et leurs salles.',
    'agenda.home': 'Le programme de votre événement, session par session.',
    'agenda.sessions': 'Sessions',
    'agenda.sessions.add': 'Ajouter une session',
    'agenda.sessions.edit': 'Modifier la session',
    'agenda.sessions.view': 'Fiche de la session',
    'agenda.sessions.table': 'Liste des sessions',
  },
  en: {
    'agenda.name': 'Agenda',
    'agenda.description': 'The sessions of the event, their times and rooms.',
    'agenda.home': 'Your event’s programme, session by session.',
    'agenda.sessions': 'Sessions',
    'agenda.sessions.add': 'Add a session',
    'agenda.sessions.edit': 'Edit the session',
    'agenda.sessions.view': 'Session',
    'agenda.sessions.table': 'Sessions',
  },
} as const;

/** What is added to the registry's table, and to its element table (fields whose labels the catalogues have). */
const TRAITS = `  ${PLAIN_KIND}: { console: null, site: null, samples: true, catalogueOptions: false },\n`;
const ELEMENTS = `  ${PLAIN_KIND}: [
    {
      key: 'sessions',
      columns: 2,
      fields: [
        { key: 'title', type: 'text', mandatory: true, translatable: true },
        { key: 'description', type: 'html', translatable: true },
        { key: 'recordedAt', type: 'datetime', column: 2 },
        { key: 'duration', type: 'number', column: 2 },
      ],
      tableColumns: ['title', 'recordedAt', 'duration'],
      perPage: 20,
    },
  ],\n`;

/** `text` with `addition` before the line that closes the table (which must be there once: the test says so if not). */
function addBefore(file: string, text: string, closing: string, addition: string): string {
  const at = text.indexOf(`\n${closing}`);
  if (at === -1 || text.indexOf(`\n${closing}`, at + 1) !== -1) throw new Error(`${file}: the table's closing line \`${closing}\` moved`);
  return `${text.slice(0, at + 1)}${addition}${text.slice(at + 1)}`;
}

let made: string | undefined;

/** The folder holding the copies (made once per test file). */
export function registryCopy(): string {
  if (made) return made;
  // Inside the repository (git ignores .test-data/): the test runner serves modules from there.
  mkdirSync(join(root, '.test-data'), { recursive: true });
  const dir = mkdtempSync(join(root, '.test-data/kinds-'));
  mkdirSync(join(dir, 'shared'));
  mkdirSync(join(dir, 'locales/kinds'), { recursive: true });
  const source = (file: string) => readFileSync(join(root, file), 'utf8');
  const kinds = addBefore(
    'shared/kinds.ts',
    source('shared/kinds.ts'),
    '} as const satisfies Readonly<Record<string, KindTraits>>;',
    TRAITS,
  );
  const elements = addBefore(
    'shared/kind-elements.ts',
    source('shared/kind-elements.ts'),
    '} satisfies Readonly<Record<string, readonly ElementSpec[]>>;',
    ELEMENTS,
  );
  writeFileSync(join(dir, 'shared/kinds.ts'), kinds);
  writeFileSync(join(dir, 'shared/kind-elements.ts'), elements);
  writeFileSync(join(dir, 'shared/kind-texts.ts'), source('shared/kind-texts.ts'));
  for (const lang of ['fr', 'en'] as const) {
    const catalogue = { ...JSON.parse(source(`locales/kinds/${lang}.json`)), ...PLAIN_KIND_TEXTS[lang] };
    writeFileSync(join(dir, `locales/kinds/${lang}.json`), JSON.stringify(catalogue, null, 2));
  }
  made = dir;
  return dir;
}

/** The copy of a registry module (`shared/kinds.ts`…), to return from a `vi.mock` factory. */
export function copiedModule(file: 'shared/kinds.ts' | 'shared/kind-elements.ts' | 'shared/kind-texts.ts'): Promise<unknown> {
  return import(/* @vite-ignore */ join(registryCopy(), file));
}

/** Removes the copies (a test file's `afterAll`). */
export function removeRegistryCopy(): void {
  if (made) rmSync(made, { recursive: true, force: true });
  made = undefined;
}
