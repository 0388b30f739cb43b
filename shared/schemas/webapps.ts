import * as v from 'valibot';
import { LANGUAGES, type Language, THEMES, type Theme } from '../constants';
import { type ApplicationKind, SECTION_LAYOUTS } from '../kinds';
import { safeLink } from '../links';
import {
  CONTENT_KINDS,
  type ContentKind,
  DEFAULT_WEBAPP_TEMPLATE,
  layoutsFor,
  TEMPLATE_STEPS,
  WEBAPP_TEMPLATES,
  type WebappStep,
  type WebappTemplate,
} from '../webapp-templates';
import { cleanText, Ulid } from './common';

/**
 * The web app's configuration and the wizard's calls: a wizard edits a DRAFT configuration (versioned: a stale save is a 409); publishing
 * freezes the draft as a numbered PUBLICATION; one publication is LIVE at a time (republish, roll back, take
 * offline). The live publication is served at `/w/{host}/` on the product's origin and under its own host name,
 * and reads its content from the public read API `/api/public/sites/{host}/…`, which answers only what the live
 * publication links, only public fields, only published content.
 *
 * Texts of the configuration are `SiteText`: one string per language (any of the project's languages). A required
 * text needs the site's default language; the other languages fall back to it.
 *
 * The rules of the wizard's steps are in shared/webapp-steps.ts, the public answers in shared/webapp-public.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

export type SiteText = Readonly<Partial<Record<Language, string>>>;
const siteText = (max: number) =>
  v.record(
    v.picklist(LANGUAGES, 'validation.invalid'),
    v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(max, 'validation.tooLong'), cleanText()),
  );

/**
 * A host name (docs/product.md, "Entities": "host (domain name)"): lowercase labels of letters, digits and inner hyphens, at least two
 * labels, an alphabetic top-level label; at most 253 characters. Input is trimmed and lowercased. '' in a draft
 * means "not chosen yet" (step 1 is then incomplete).
 */
export const HOST_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const isHost = (value: unknown): value is string => typeof value === 'string' && HOST_PATTERN.test(value);
export const Host = v.pipe(v.string('validation.invalid'), v.trim(), v.toLowerCase(), v.regex(HOST_PATTERN, 'validation.host'));
const DraftHost = v.union([v.literal(''), Host], 'validation.host');

/** Whether `value` is an absolute https URL, written so (shared/links.ts: no hidden characters, no credentials). */
export const isHttpsUrl = (value: string): boolean => value.startsWith('https://') && safeLink(value, ['https:']) !== undefined;
/** '' or an absolute https URL (images of the identity, the home and the sharing card; links). */
const HttpsUrl = v.union(
  [v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(2000, 'validation.tooLong'), v.check(isHttpsUrl, 'validation.httpsUrl'))],
  'validation.httpsUrl',
);
/** Where the home's call to action may lead inside the site (`targetHref` on the site). */
export const INTERNAL_TARGET = /^(?:home|practical|legal|section:[a-z]+)$/;
const Color = v.pipe(v.string('validation.invalid'), v.regex(/^#[0-9a-f]{6}$/i, 'validation.color'));
/** '' or a calendar date `YYYY-MM-DD`. */
const DateText = v.union([v.literal(''), v.pipe(v.string(), v.isoDate('validation.invalid'))], 'validation.invalid');
const FieldRef = v.pipe(v.string('validation.invalid'), v.regex(/^_{0,3}[a-z][a-zA-Z0-9_]{0,62}$/, 'validation.invalid'));
const Lang = v.picklist(LANGUAGES, 'validation.invalid');

// ---------------------------------------------------------------------------------------------------------------
// The configuration, part by part (each part belongs to one step)

/** Step 1 (docs/product.md, "Entities"): host, theme, linked applications (ids of the project's own applications, any kind). */
export const MainPart = v.object({
  template: v.picklist(WEBAPP_TEMPLATES, 'validation.invalid'),
  host: DraftHost,
  theme: v.picklist(THEMES, 'validation.invalid'),
  links: v.pipe(v.array(Ulid), v.maxLength(40, 'validation.tooLong')),
});
export type MainPart = v.InferOutput<typeof MainPart>;

export const IdentityPart = v.object({ name: siteText(80), logoUrl: HttpsUrl, accentColor: Color });
export type IdentityPart = v.InferOutput<typeof IdentityPart>;

/** Call to action: a page of the site (`section:<kind>`, `practical`…), an https URL, or '' (none). */
export const HomePart = v.object({
  heroTitle: siteText(120),
  heroText: siteText(600),
  heroImageUrl: HttpsUrl,
  startDate: DateText,
  endDate: DateText,
  place: siteText(160),
  ctaLabel: siteText(40),
  ctaTarget: v.pipe(
    v.string('validation.invalid'),
    v.trim(),
    v.maxLength(2000, 'validation.tooLong'),
    v.check((target) => target === '' || INTERNAL_TARGET.test(target) || isHttpsUrl(target), 'validation.httpsUrl'),
  ),
});
export type HomePart = v.InferOutput<typeof HomePart>;

/** Menu entries in order: `home`, `section:<kind>`, `practical`, `legal`, `app:<applicationId>` (a linked web app). */
export const NavItem = v.object({
  target: v.pipe(
    v.string('validation.invalid'),
    v.regex(/^(home|practical|legal|section:[a-z]+|app:[0-9A-HJKMNP-TV-Z]{26})$/, 'validation.invalid'),
  ),
  label: siteText(40),
  visible: v.boolean(),
});
export type NavItem = v.InferOutput<typeof NavItem>;
export const NavigationPart = v.object({ items: v.pipe(v.array(NavItem), v.maxLength(30, 'validation.tooLong')) });
export type NavigationPart = v.InferOutput<typeof NavigationPart>;

/** Records per page of a section's list (50: the page the public API's budget is measured on). */
export const PER_SECTION_PAGE = [12, 24, 50] as const;

/**
 * The section of one content kind (one content step): which linked application it shows, in which layout, which
 * public fields on its cards, in which order, with which filters (choice and category fields), grouped by which
 * choice field (sponsor levels). Modules sections only use `applicationId`, `title` and `layout`.
 */
export const ContentSection = v.object({
  enabled: v.boolean(),
  /** '' when none is chosen; else a linked application of the section's kind. */
  applicationId: v.union([v.literal(''), Ulid], 'validation.invalid'),
  /** The builder element listed ('' = the kind's first element). */
  element: v.union([v.literal(''), FieldRef], 'validation.invalid'),
  title: siteText(80),
  layout: v.picklist(SECTION_LAYOUTS, 'validation.invalid'),
  fields: v.pipe(v.array(FieldRef), v.maxLength(12, 'validation.tooLong')),
  sort: v.object({ field: v.union([v.literal(''), FieldRef]), direction: v.picklist(['asc', 'desc'], 'validation.invalid') }),
  filters: v.pipe(v.array(FieldRef), v.maxLength(4, 'validation.tooLong')),
  groupBy: v.union([v.literal(''), FieldRef], 'validation.invalid'),
  perPage: v.picklist(PER_SECTION_PAGE, 'validation.invalid'),
});
export type ContentSection = v.InferOutput<typeof ContentSection>;

export const PracticalPart = v.object({
  address: siteText(300),
  access: siteText(1000),
  hours: siteText(500),
  contactEmail: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('validation.email'))], 'validation.email'),
  contactPhone: v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ().-]{6,24}$/, 'validation.phone'))],
    'validation.phone',
  ),
  mapUrl: HttpsUrl,
});
export type PracticalPart = v.InferOutput<typeof PracticalPart>;

/** The languages the site speaks (a subset of the project's) and the one it opens in. */
export const LanguagesPart = v.object({
  enabled: v.pipe(v.array(Lang), v.minLength(1, 'validation.languagesRequired'), v.maxLength(LANGUAGES.length)),
  default: Lang,
});
export type LanguagesPart = v.InferOutput<typeof LanguagesPart>;

export const SeoPart = v.object({ title: siteText(70), description: siteText(160), shareImageUrl: HttpsUrl, indexable: v.boolean() });
export type SeoPart = v.InferOutput<typeof SeoPart>;

/** Legal pages in plain text (paragraphs split on blank lines; no HTML, nothing to sanitize). */
export const LegalPart = v.object({ notice: siteText(20_000), privacy: siteText(20_000), terms: siteText(20_000) });
export type LegalPart = v.InferOutput<typeof LegalPart>;

export const WebappConfig = v.object({
  main: MainPart,
  identity: IdentityPart,
  home: HomePart,
  navigation: NavigationPart,
  sections: v.object(Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, ContentSection])) as Record<ContentKind, typeof ContentSection>),
  practical: PracticalPart,
  languages: LanguagesPart,
  seo: SeoPart,
  legal: LegalPart,
});
export type WebappConfig = v.InferOutput<typeof WebappConfig>;

// ---------------------------------------------------------------------------------------------------------------
// Defaults

function defaultSection(kind: ContentKind): ContentSection {
  return {
    enabled: false,
    applicationId: '',
    element: '',
    title: {},
    layout: layoutsFor(kind)[0]!,
    fields: [],
    sort: { field: '', direction: 'asc' },
    filters: [],
    groupBy: '',
    perPage: 24,
  };
}

/** A new web app's configuration: nothing chosen yet, the project's languages, blue, the default template. */
export function defaultWebappConfig(
  projectLanguages: readonly Language[],
  template: WebappTemplate = DEFAULT_WEBAPP_TEMPLATE,
): WebappConfig {
  const languages = projectLanguages.length ? [...projectLanguages] : (['fr'] as Language[]);
  return {
    main: { template, host: '', theme: 'blue' satisfies Theme, links: [] },
    identity: { name: {}, logoUrl: '', accentColor: '#1d4ed8' },
    home: { heroTitle: {}, heroText: {}, heroImageUrl: '', startDate: '', endDate: '', place: {}, ctaLabel: {}, ctaTarget: '' },
    navigation: { items: [] },
    sections: Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, defaultSection(kind)])) as Record<ContentKind, ContentSection>,
    practical: { address: {}, access: {}, hours: {}, contactEmail: '', contactPhone: '', mapUrl: '' },
    languages: { enabled: languages, default: languages[0]! },
    seo: { title: {}, description: {}, shareImageUrl: '', indexable: true },
    legal: { notice: {}, privacy: {}, terms: {} },
  };
}

/**
 * A stored configuration (a draft, a publication) with a section for every content kind: one saved before a kind
 * joined the registry (shared/kinds.ts) has none for it, which reads as that kind's default section (not shown).
 */
export function withEverySection(config: WebappConfig): WebappConfig {
  const missing = CONTENT_KINDS.filter((kind) => !Object.hasOwn(config.sections, kind));
  if (missing.length === 0) return config;
  return { ...config, sections: { ...config.sections, ...Object.fromEntries(missing.map((kind) => [kind, defaultSection(kind)])) } };
}

// ---------------------------------------------------------------------------------------------------------------
// What the wizard reads and writes

/** A field of a linked application's element, as the wizard offers it (private fields are listed, never offered). */
export interface LinkableField {
  readonly key: string;
  readonly type: string;
  readonly label: SiteText;
  readonly visibility: 'public' | 'private';
  readonly translatable: boolean;
}
/** An application of the project that step 1 can link, with its elements' fields for the content steps. */
export interface LinkableApplication {
  readonly id: string;
  readonly kind: ApplicationKind;
  readonly slug: string;
  readonly title: string;
  readonly elements: readonly { readonly key: string; readonly name: SiteText; readonly fields: readonly LinkableField[] }[];
}

/** What step validation needs besides the configuration. */
export interface WebappContext {
  /** The project's languages, in order (the first is the records' fallback language). */
  readonly languages: readonly Language[];
  readonly applications: readonly LinkableApplication[];
}

export interface WebappDraft {
  readonly config: WebappConfig;
  /** 0 when never saved (the config is then `defaultWebappConfig`). */
  readonly version: number;
  /** The step the wizard was on at the last save (leave and resume). */
  readonly step: WebappStep;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

export interface WebappPublication {
  /** 1, 2, 3… */
  readonly number: number;
  readonly host: string;
  readonly template: WebappTemplate;
  readonly publishedAt: string;
  readonly publishedBy: string;
  /** The draft version it froze. */
  readonly draftVersion: number;
}

/** `GET P/webapp`. */
export interface WebappState {
  readonly projectId: string;
  readonly applicationId: string;
  readonly draft: WebappDraft;
  /** Newest first, at most 50. */
  readonly publications: readonly WebappPublication[];
  /** The publication served, or null when the site is offline (never published or taken offline). */
  readonly live: { readonly number: number; readonly host: string; readonly since: string } | null;
  readonly context: WebappContext;
}

export const SaveDraftInput = v.object({
  projectId: Ulid,
  applicationId: Ulid,
  config: WebappConfig,
  /** The version read (0 for the first save). */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  step: v.pipe(
    v.string('validation.invalid'),
    v.check((value) => (Object.values(TEMPLATE_STEPS).flat() as string[]).includes(value), 'validation.invalid'),
  ),
});
export type SaveDraftInput = v.InferOutput<typeof SaveDraftInput>;

/** Publishes the draft of that version (409 CONFLICT when the draft changed since; 422 WEBAPP_INCOMPLETE). */
export const PublishInput = v.object({
  projectId: Ulid,
  applicationId: Ulid,
  draftVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
/** Serves publication `number` (roll back or forward), or takes the site offline (`number: null`). `current` is the live number the caller saw (null: offline); a different one is a 409. */
export const SetLiveInput = v.object({
  projectId: Ulid,
  applicationId: Ulid,
  number: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  current: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

// ---------------------------------------------------------------------------------------------------------------
// The public read API's queries and the wizard's preview

const PublicLang = v.optional(Lang);
const Cursor = v.optional(v.pipe(v.string(), v.maxLength(2000), v.regex(/^[A-Za-z0-9_-]*$/, 'validation.cursor')));
/** `?lang=&q=&cursor=&f.<field>=<value>` (at most 4 filters; unknown filter keys are a 400). */
export const PublicListQuery = v.object({
  lang: PublicLang,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.tooLong'), cleanText()), ''),
  cursor: Cursor,
  filters: v.optional(
    v.pipe(
      v.record(FieldRef, v.pipe(v.string(), v.maxLength(64))),
      v.check((f) => Object.keys(f).length <= 4, 'validation.invalid'),
    ),
    {},
  ),
});

/** What the preview asks for (one route, the answer shapes of the public API). */
export const PreviewRequest = v.variant('type', [
  v.object({ type: v.literal('site') }),
  v.object({ type: v.literal('records'), kind: v.picklist(CONTENT_KINDS), ...PublicListQuery.entries }),
  v.object({ type: v.literal('record'), kind: v.picklist(CONTENT_KINDS), recordId: Ulid }),
  v.object({ type: v.literal('page'), slug: v.pipe(v.string(), v.maxLength(200)) }),
]);
export const PreviewInput = v.object({ projectId: Ulid, applicationId: Ulid, config: WebappConfig, lang: Lang, request: PreviewRequest });
export type PreviewInput = v.InferOutput<typeof PreviewInput>;

/** Messages between the wizard and its preview frames (same origin only; both sides check `event.origin`). */
export type PreviewMessage =
  | { readonly type: 'webapp-preview-ready' }
  | { readonly type: 'webapp-preview-config'; readonly config: WebappConfig; readonly lang: Language };

/** The site's base path on the product's origin (`/w/{host}`), and the preview's (`/w/_preview/{projectId}/{applicationId}`). */
export const SITE_PATH_PREFIX = '/w/';
export const PREVIEW_HOST = '_preview';
export const sitePath = (host: string): string => `${SITE_PATH_PREFIX}${host}/`;
export const previewPath = (projectId: string, applicationId: string): string =>
  `${SITE_PATH_PREFIX}${PREVIEW_HOST}/${projectId}/${applicationId}/`;
