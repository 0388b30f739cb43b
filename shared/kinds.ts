import { type ElementSpec, type FieldSpec, KIND_ELEMENTS } from './kind-elements';
import { kindText } from './kind-texts';
import type { FormConfig, FormField, LocalizedText, TableConfig } from './schemas/builder';

/**
 * The application kinds (docs/product.md, "What it does"), each described once, here: what the rest of the code needs
 * to know of a kind — its own screens, its section on a published web app, its sample data, its catalogue options —
 * it asks the lookups below, never the kind's name (shared/kind-branches.test.ts holds every other module to that).
 * A kind's default builder elements are in shared/kind-elements.ts, its texts in locales/kinds/{fr,en}.json: adding a
 * plain kind is an entry in each, and nothing else (test/unit/plain-kind.test.ts and test/web/plain-kind.test.tsx add
 * one to copies of these files and run the home page, the dashboards and the server's paths on it).
 */

/** The layouts of a section of a published web app. */
export const SECTION_LAYOUTS = ['grid', 'list', 'cards', 'embed', 'link'] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];

/** A kind's section on a published web app (and the wizard's content step that edits it). */
export interface SiteSection {
  /** The layouts the section offers, its default first. */
  readonly layouts: readonly SectionLayout[];
  /**
   * What it shows of the linked application:
   * - `records`: the records of one of its elements, as cards of the public fields the content step picks, with
   *   search, filters and groups, and a page per record;
   * - `pages`: its records as editorial pages: only those whose `status` is `published`, listed by `title`, each at its
   *   own `slug` (`/{lang}/pages/{slug}`), no page per record;
   * - `live`: the participant page of its live console, framed or linked; no element, no fields, no records.
   */
  readonly shows: 'records' | 'pages' | 'live';
}

/** A kind's own screens, at `…/applications/{slug}/{console}`: the live console of interactive modules, the web app wizard. */
export type KindConsole = 'live' | 'webapp';

export interface KindTraits {
  /** Its own screens, or null: its builder elements and their records are all it has. */
  readonly console: KindConsole | null;
  /** Its section on a published web app, or null: a web app does not show it (a linked web app is a menu entry). */
  readonly site: SiteSection | null;
  /** Sample records can be generated for its elements (the application dashboard offers them). */
  readonly samples: boolean;
  /** Its forms offer the catalogue options (several categories per item, subcategories, parent category). */
  readonly catalogueOptions: boolean;
}

const RECORDS: SiteSection = { layouts: ['grid', 'cards', 'list'], shows: 'records' };

/** The registry. Whether a kind has builder elements is its list in shared/kind-elements.ts (empty: none). */
const KINDS = {
  catalogue: { console: null, site: RECORDS, samples: true, catalogueOptions: true },
  users: { console: null, site: RECORDS, samples: true, catalogueOptions: false },
  speakers: { console: null, site: RECORDS, samples: true, catalogueOptions: false },
  webapp: { console: 'webapp', site: null, samples: false, catalogueOptions: false },
  modules: { console: 'live', site: { layouts: ['embed', 'link'], shows: 'live' }, samples: false, catalogueOptions: false },
  replay: { console: null, site: RECORDS, samples: true, catalogueOptions: false },
  cms: { console: null, site: { layouts: ['list', 'cards'], shows: 'pages' }, samples: true, catalogueOptions: false },
  sponsor: { console: null, site: RECORDS, samples: true, catalogueOptions: false },
} as const satisfies Readonly<Record<string, KindTraits>>;

export type ApplicationKind = keyof typeof KINDS;
/** The traits of one kind, as declared (literal types: `ContentKind` of shared/webapp-templates.ts reads them). */
export type KindTraitsOf<K extends ApplicationKind> = (typeof KINDS)[K];
/** Every kind, in the registry's order (the order of the API's list and of the screens that offer them). */
export const APPLICATION_KINDS = Object.keys(KINDS) as readonly ApplicationKind[];

const ELEMENTS: Readonly<Record<ApplicationKind, readonly ElementSpec[]>> = KIND_ELEMENTS;

export const isApplicationKind = (value: unknown): value is ApplicationKind => typeof value === 'string' && Object.hasOwn(KINDS, value);
/** A kind's traits; none for what is not a kind (a stored item of an unknown kind has no console, no section…). */
const traitsOf = (kind: string): KindTraits | undefined => (isApplicationKind(kind) ? KINDS[kind] : undefined);

export const consoleOf = (kind: string): KindConsole | null => traitsOf(kind)?.console ?? null;
/** An interactive module: its console is the live one (channels, connected participants, notifications, chat, messages). */
export const hasLiveConsole = (kind: string): boolean => consoleOf(kind) === 'live';
/** A web app: its console is the wizard, and it publishes a site (which may link other web apps in its menu). */
export const isWebapp = (kind: string): boolean => consoleOf(kind) === 'webapp';
export const siteSectionOf = (kind: string): SiteSection | null => traitsOf(kind)?.site ?? null;
export const offersSamples = (kind: string): boolean => traitsOf(kind)?.samples ?? false;
export const hasCatalogueOptions = (kind: string): boolean => traitsOf(kind)?.catalogueOptions ?? false;
export const hasElements = (kind: ApplicationKind): boolean => ELEMENTS[kind].length > 0;

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
  if (!hasCatalogueOptions(kind)) return spec;
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
  return ELEMENTS[kind].map((base) => {
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
  /** Every kind can be added to a project: always true (the answer keeps the field its clients read). */
  readonly creatable: true;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly elements: readonly { key: string; name: LocalizedText }[];
}

/** What `GET /api/application-kinds` answers and the configure screen lists. */
export function kindSummaries(): KindSummary[] {
  return APPLICATION_KINDS.map((kind) => ({
    kind,
    creatable: true,
    name: kindText(`${kind}.name`),
    description: kindText(`${kind}.description`),
    elements: ELEMENTS[kind].map((spec) => ({ key: spec.key, name: kindText(`${kind}.${spec.key}`) })),
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
