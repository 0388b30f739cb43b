import type { Language } from '../../shared/constants';
import type { ApplicationKind } from '../../shared/kinds';
import type { FormConfig, LocalizedText } from '../../shared/schemas/builder';
import type { LinkableApplication, SiteText, WebappConfig } from '../../shared/schemas/webapps';
import type { TextValue } from '../../shared/record-values';
import { localizedText } from '../../shared/localized-text';

/**
 * What the public read works on (functions/webapps/public-read.ts): the stored applications and records it reads
 * through its ports, the site it answers for, and the texts of that site in the language asked.
 */

export interface StoredApp {
  readonly projectId: string;
  readonly applicationId: string;
  readonly kind: ApplicationKind;
  readonly slug: string;
  readonly title: string;
  readonly elements: readonly { readonly key: string; readonly name: SiteText; readonly form: FormConfig }[];
}
export interface StoredRecordLike {
  readonly recordId: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** At most this many records of one element are shown by a site. */
export const MAX_SECTION_RECORDS = 1_000;

/** A site to answer for: the live publication of a host, or a preview of a posted draft. */
export interface SiteContext {
  readonly host: string;
  readonly projectId: string;
  readonly applicationId: string;
  /** 0 in a preview. */
  readonly publication: number;
  readonly config: WebappConfig;
  /** The project's languages (the first: records' fallback). */
  readonly languages: readonly Language[];
  readonly apps: ReadonlyMap<string, StoredApp>;
  /** Live hosts of the linked web apps (navigation links). */
  readonly webappHosts: ReadonlyMap<string, string>;
  /** `route`: stable API paths that redirect to signed URLs (cacheable); `signed`: signed URLs directly (preview). */
  readonly files: 'route' | 'signed';
}

/** What building an answer needs besides the site: the records of an element (kept a few seconds), and the ports that sign and clean. */
export interface AnswerDeps {
  recordsOf(applicationId: string, elementKey: string): Promise<StoredRecordLike[]>;
  /** The product's own origin (`APP_URL`): where the participant page of a linked module answers. */
  appUrl(): string;
  /** Signed URLs of the files of `values` (the file fields of `form`): `url` and `previewUrl` on each file. */
  signFiles(
    form: FormConfig,
    projectId: string,
    applicationId: string,
    values: Record<string, unknown>,
    now: Date,
  ): Promise<Record<string, unknown>>;
  sanitizeHtml(html: string): string;
}

/** A list's question: language, search text, cursor, filter values by field. */
export interface ListQuery {
  readonly lang?: string | undefined;
  readonly q: string;
  readonly cursor?: string | undefined;
  readonly filters: Readonly<Record<string, string>>;
}
/** A file of a shown record: `GET /api/public/sites/{host}/files/{kind}/{recordId}/{field}/{index}`. */
export interface FileTarget {
  readonly kind: string;
  readonly recordId: string;
  readonly field: string;
  readonly index: number;
  readonly preview: boolean;
}

/** An application as the wizard's step 1 and content steps offer it (and as step validation reads it). */
export const linkable = (app: StoredApp): LinkableApplication => ({
  id: app.applicationId,
  kind: app.kind,
  slug: app.slug,
  title: app.title,
  elements: app.elements.map((element) => ({
    key: element.key,
    name: element.name,
    fields: element.form.fields.map((field) => ({
      key: field.key,
      type: field.type,
      label: field.label,
      visibility: field.visibility,
      translatable: field.translatable,
    })),
  })),
});

/** The language of an answer: the one asked when the site speaks it, else the site's default. */
export function siteLanguage(ctx: SiteContext, lang: string | undefined): Language {
  const enabled = ctx.config.languages.enabled;
  return lang && (enabled as readonly string[]).includes(lang) ? (lang as Language) : ctx.config.languages.default;
}

/** A configured text (labels, site texts) in `lang`, else the site's default language, else the project's. */
export function label(text: Readonly<Partial<Record<Language, string>>> | undefined, ctx: SiteContext, lang: Language): string {
  return localizedText(text as LocalizedText | undefined, lang, [ctx.config.languages.default, ...ctx.languages]);
}

/** A record's text value in `lang`, else in the project's first language. */
export function resolveText(value: TextValue, ctx: SiteContext, lang: Language): string {
  if (typeof value === 'string') return value;
  return value[lang] || value[ctx.languages[0]!] || '';
}
