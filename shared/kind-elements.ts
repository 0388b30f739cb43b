import type { FieldType } from './schemas/builder';

/** One field of a default form: its key names its label (`field.<key>` in locales/kinds) and its options' (`option.<key>.<value>`). */
export interface FieldSpec {
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
export interface ElementSpec {
  readonly key: string;
  readonly columns: 1 | 2 | 3;
  readonly fields: readonly FieldSpec[];
  readonly tableColumns: readonly string[];
  readonly perPage: 10 | 20 | 50 | 100;
}

/**
 * The builder elements a new application of each kind starts with (shared/kinds.ts `defaultElements` turns them into
 * complete form and table configurations, with the texts of locales/kinds). A kind without elements has an empty list.
 */
export const KIND_ELEMENTS = {
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
} satisfies Readonly<Record<string, readonly ElementSpec[]>>;
