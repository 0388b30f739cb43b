import en from '../locales/kinds/en.json';
import fr from '../locales/kinds/fr.json';
import type { FieldType, FormConfig, FormField, LocalizedText, TableConfig } from './schemas/builder';

/**
 * The eight application kinds (SPEC §1) and, for each, its builder elements with complete default form
 * and table configurations, so that a new application is usable at once. Texts come from
 * `locales/kinds/{fr,en}.json`; the configs pass the same schemas the builder edits (shared/schemas/builder.ts).
 */
export const APPLICATION_KINDS = ['catalogue', 'users', 'speakers', 'webapp', 'modules', 'replay', 'cms', 'sponsor'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/**
 * Kinds that can be added to a project: all eight since issue 15 (the web app joined with its wizard; like the
 * interactive modules of issue 14, it has no builder elements). The list stays: a kind without screens would leave it.
 */
export const CREATABLE_KINDS: readonly ApplicationKind[] = [
  'catalogue',
  'users',
  'speakers',
  'webapp',
  'modules',
  'replay',
  'cms',
  'sponsor',
];
export const isCreatableKind = (kind: string): boolean => (CREATABLE_KINDS as readonly string[]).includes(kind);

export interface CatalogueOptions {
  /** An item may belong to several categories. */
  readonly multipleCategories: boolean;
  /** Categories may have subcategories. */
  readonly subcategories: boolean;
  /** A category shows its parent category. */
  readonly parentCategory: boolean;
}
export const DEFAULT_CATALOGUE_OPTIONS: CatalogueOptions = { multipleCategories: true, subcategories: false, parentCategory: false };

export interface BuilderElement {
  readonly key: string;
  readonly name: LocalizedText;
  readonly form: FormConfig;
  readonly table: TableConfig;
  /** Optimistic concurrency of this element's form and table (absent on the oldest items: read as 1). */
  readonly version?: number;
}

/** Elements whose records are categories, usable as the source of category fields. */
export const isCategoryElement = (key: string): boolean => key === 'categories';

const catalogues: Record<'fr' | 'en', Record<string, string>> = { fr, en };
/** A text of locales/kinds in every language that has it. */
export function kindText(key: string): LocalizedText {
  const out: Record<string, string> = {};
  for (const [lang, messages] of Object.entries(catalogues)) {
    const text = messages[key];
    if (text === undefined) throw new Error(`locales/kinds/${lang}.json lacks ${key}`);
    out[lang] = text;
  }
  return out as LocalizedText;
}

interface FieldSpec {
  readonly key: string;
  readonly type: FieldType;
  readonly mandatory?: boolean;
  readonly translatable?: boolean;
  readonly private?: boolean;
  readonly rows?: number;
  readonly options?: readonly string[];
  /** Layout column (1 when absent): a multi-column default shows its columns filled, not one long column. */
  readonly column?: 2 | 3;
}
interface ElementSpec {
  readonly key: string;
  readonly columns: 1 | 2 | 3;
  readonly fields: readonly FieldSpec[];
  readonly tableColumns: readonly string[];
  readonly perPage: 10 | 20 | 50 | 100;
}

const SPECS: Record<ApplicationKind, readonly ElementSpec[]> = {
  catalogue: [
    {
      key: 'items',
      columns: 2,
      fields: [
        { key: 'name', type: 'text', mandatory: true, translatable: true },
        { key: 'reference', type: 'text' },
        { key: 'categories', type: 'multipleCategories' },
        { key: 'summary', type: 'textarea', rows: 3, translatable: true },
        { key: 'description', type: 'html', translatable: true, column: 2 },
        { key: 'price', type: 'number' },
        { key: 'photo', type: 'file', column: 2 },
        { key: 'gallery', type: 'gallery', column: 2 },
        { key: 'characteristics', type: 'characteristics', translatable: true, column: 2 },
        { key: 'featured', type: 'yesno' },
      ],
      tableColumns: ['name', 'reference', 'categories', 'price', 'featured'],
      perPage: 20,
    },
    {
      key: 'categories',
      columns: 1,
      fields: [
        { key: 'name', type: 'text', mandatory: true, translatable: true },
        { key: 'description', type: 'textarea', rows: 4, translatable: true },
        { key: 'image', type: 'file' },
        { key: 'order', type: 'number' },
      ],
      tableColumns: ['name', 'order'],
      perPage: 50,
    },
  ],
  users: [
    {
      key: 'users',
      columns: 2,
      fields: [
        { key: '___email', type: 'email', mandatory: true, private: true },
        { key: 'firstname', type: 'text', mandatory: true },
        { key: 'lastname', type: 'text', mandatory: true },
        { key: 'company', type: 'text' },
        { key: 'jobTitle', type: 'text' },
        { key: 'phone', type: 'text', private: true, column: 2 },
        { key: 'country', type: 'text', column: 2 },
        { key: 'role', type: 'select', options: ['attendee', 'exhibitor', 'staff', 'press'], column: 2 },
        { key: 'photo', type: 'file', column: 2 },
      ],
      tableColumns: ['lastname', 'firstname', '___email', 'company', 'role'],
      perPage: 50,
    },
  ],
  speakers: [
    {
      key: 'speakers',
      columns: 2,
      fields: [
        { key: 'firstname', type: 'text', mandatory: true },
        { key: 'lastname', type: 'text', mandatory: true },
        { key: '___email', type: 'email', mandatory: true, private: true },
        { key: 'company', type: 'text' },
        { key: 'jobTitle', type: 'text', translatable: true },
        { key: 'photo', type: 'file', column: 2 },
        { key: 'biography', type: 'html', translatable: true, column: 2 },
        { key: 'website', type: 'text', column: 2 },
        { key: 'linkedin', type: 'text', column: 2 },
        { key: 'phone', type: 'text', private: true, column: 2 },
      ],
      tableColumns: ['lastname', 'firstname', 'company', 'jobTitle', '___email'],
      perPage: 20,
    },
  ],
  webapp: [],
  modules: [],
  replay: [
    {
      key: 'videos',
      columns: 2,
      fields: [
        { key: 'title', type: 'text', mandatory: true, translatable: true },
        { key: 'videoUrl', type: 'text', mandatory: true },
        { key: 'description', type: 'html', translatable: true },
        { key: 'recordedAt', type: 'datetime', column: 2 },
        { key: 'duration', type: 'number', column: 2 },
        { key: 'thumbnail', type: 'file', column: 2 },
        { key: 'tags', type: 'checkboxes', options: ['keynote', 'workshop', 'roundtable', 'demo'], column: 2 },
        { key: 'questions', type: 'questions', translatable: true },
      ],
      tableColumns: ['title', 'recordedAt', 'duration', 'tags'],
      perPage: 20,
    },
  ],
  cms: [
    {
      key: 'pages',
      columns: 1,
      fields: [
        { key: 'title', type: 'text', mandatory: true, translatable: true },
        { key: 'slug', type: 'text', mandatory: true },
        { key: 'content', type: 'html', translatable: true },
        { key: 'status', type: 'radios', mandatory: true, options: ['draft', 'published'] },
        { key: 'publishedAt', type: 'datetime' },
        { key: 'seoDescription', type: 'textarea', rows: 2, translatable: true },
      ],
      tableColumns: ['title', 'slug', 'status', 'publishedAt'],
      perPage: 20,
    },
  ],
  sponsor: [
    {
      key: 'sponsors',
      columns: 2,
      fields: [
        { key: 'name', type: 'text', mandatory: true },
        { key: 'level', type: 'select', mandatory: true, options: ['platinum', 'gold', 'silver', 'bronze'] },
        { key: 'logo', type: 'file', column: 2 },
        { key: 'description', type: 'html', translatable: true },
        { key: 'website', type: 'text' },
        { key: 'contactName', type: 'text', private: true, column: 2 },
        { key: '___email', type: 'email', private: true, column: 2 },
      ],
      tableColumns: ['name', 'level', 'website'],
      perPage: 20,
    },
  ],
};

function toField(spec: FieldSpec): FormField {
  return {
    key: spec.key,
    type: spec.type,
    label: kindText(`field.${spec.key}`),
    ...(spec.rows ? { rows: spec.rows } : {}),
    visibility: spec.private ? 'private' : 'public',
    translatable: spec.translatable ?? false,
    mandatory: spec.mandatory ?? false,
    ...(spec.column ? { column: spec.column } : {}),
    ...(spec.options ? { options: spec.options.map((value) => ({ value, label: kindText(`option.${spec.key}.${value}`) })) } : {}),
    // The only category element of the defaults is the catalogue's own.
    ...(spec.type === 'multipleCategories' || spec.type === 'singleCategory' ? { categoryElement: 'categories' } : {}),
  };
}

/** Catalogue options change the category fields: single or multiple categories, and a parent category. */
function applyCatalogueOptions(kind: ApplicationKind, spec: ElementSpec, options: CatalogueOptions): ElementSpec {
  if (kind !== 'catalogue') return spec;
  if (spec.key === 'items') {
    return {
      ...spec,
      fields: spec.fields.map((field) =>
        field.key === 'categories' && !options.multipleCategories ? { ...field, key: 'category', type: 'singleCategory' } : field,
      ),
      tableColumns: spec.tableColumns.map((column) => (column === 'categories' && !options.multipleCategories ? 'category' : column)),
    };
  }
  if (spec.key === 'categories' && (options.subcategories || options.parentCategory)) {
    return {
      ...spec,
      fields: [...spec.fields.slice(0, 1), { key: 'parent', type: 'singleCategory' }, ...spec.fields.slice(1)],
      tableColumns: [...spec.tableColumns.slice(0, 1), 'parent', ...spec.tableColumns.slice(1)],
    };
  }
  return spec;
}

/** The builder elements of a new application of this kind, with their default configurations. */
export function defaultElements(kind: ApplicationKind, options: CatalogueOptions = DEFAULT_CATALOGUE_OPTIONS): BuilderElement[] {
  return SPECS[kind].map((base) => {
    const spec = applyCatalogueOptions(kind, base, options);
    const prefix = `${kind}.${spec.key}`;
    return {
      key: spec.key,
      name: kindText(prefix),
      form: {
        titles: { add: kindText(`${prefix}.add`), edit: kindText(`${prefix}.edit`), view: kindText(`${prefix}.view`) },
        columns: spec.columns,
        // Stored column by column, as the builder saves them.
        fields: [...spec.fields].sort((a, b) => (a.column ?? 1) - (b.column ?? 1)).map(toField),
      },
      table: { title: kindText(`${prefix}.table`), columns: [...spec.tableColumns], perPage: spec.perPage },
      version: 1,
    };
  });
}

export interface KindSummary {
  readonly kind: ApplicationKind;
  /** Offered for creation (see CREATABLE_KINDS). */
  readonly creatable: boolean;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly elements: readonly { key: string; name: LocalizedText }[];
}

/** What `GET /api/application-kinds` answers and the configure screen lists. */
export function kindSummaries(): KindSummary[] {
  return APPLICATION_KINDS.map((kind) => ({
    kind,
    creatable: isCreatableKind(kind),
    name: kindText(`${kind}.name`),
    description: kindText(`${kind}.description`),
    elements: SPECS[kind].map((spec) => ({ key: spec.key, name: kindText(`${kind}.${spec.key}`) })),
  }));
}

/**
 * Applies changed catalogue options to configurations the builder may have edited since: the category
 * field of items switches between single and multiple (keeping its technical value, so records keep their
 * data), and the parent-category field of categories appears or goes.
 */
export function applyCatalogueOptionsTo(elements: readonly BuilderElement[], options: CatalogueOptions): BuilderElement[] {
  const parentWanted = options.subcategories || options.parentCategory;
  return elements.map((element) => {
    if (element.key === 'items') {
      const type = options.multipleCategories ? 'multipleCategories' : 'singleCategory';
      return {
        ...element,
        form: {
          ...element.form,
          fields: element.form.fields.map((field) =>
            field.type === 'multipleCategories' || field.type === 'singleCategory' ? { ...field, type } : field,
          ),
        },
      };
    }
    if (element.key !== 'categories') return element;
    const hasParent = element.form.fields.some((field) => field.key === 'parent');
    if (parentWanted && !hasParent) {
      const parent = toField({ key: 'parent', type: 'singleCategory' });
      return {
        ...element,
        form: { ...element.form, fields: [...element.form.fields.slice(0, 1), parent, ...element.form.fields.slice(1)] },
        table: { ...element.table, columns: [...element.table.columns.slice(0, 1), 'parent', ...element.table.columns.slice(1)] },
      };
    }
    if (!parentWanted && hasParent) {
      return {
        ...element,
        form: { ...element.form, fields: element.form.fields.filter((field) => field.key !== 'parent') },
        table: { ...element.table, columns: element.table.columns.filter((column) => column !== 'parent') },
      };
    }
    return element;
  });
}
