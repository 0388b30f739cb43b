import * as v from 'valibot';
import { LANGUAGES, type Language, THEMES, type Theme } from '../constants';
import type { FieldIssue } from '../errors';
import type { ApplicationKind } from '../kinds';
import { safeLink } from '../links';
import {
  CONTENT_KINDS,
  type ContentKind,
  DEFAULT_WEBAPP_TEMPLATE,
  isContentKind,
  TEMPLATE_STEPS,
  templateContentKinds,
  WEBAPP_TEMPLATES,
  type WebappStep,
  type WebappTemplate,
} from '../webapp-templates';
import { cleanText, Ulid } from './common';

/**
 * The web app (issue 15): a wizard edits a DRAFT configuration (versioned: a stale save is a 409); publishing
 * freezes the draft as a numbered PUBLICATION; one publication is LIVE at a time (republish, roll back, take
 * offline). The live publication is served at `/w/{host}/` on the product's origin and under its own host name,
 * and reads its content from the public read API `/api/public/sites/{host}/…`, which answers only what the live
 * publication links, only public fields, only published content.
 *
 * Texts of the configuration are `SiteText`: one string per language (any of the project's languages). A required
 * text needs the site's default language; the other languages fall back to it.
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
 * A host name (SPEC §3 "host (domain name)"): lowercase labels of letters, digits and inner hyphens, at least two
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

/** Step 1 (SPEC §3): host, theme, linked applications (ids of the project's own applications, any kind). */
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

export const SECTION_LAYOUTS = ['grid', 'list', 'cards', 'embed', 'link'] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];
/** Layouts a kind's section offers (the first is its default). */
export function layoutsFor(kind: ContentKind): readonly SectionLayout[] {
  if (kind === 'modules') return ['embed', 'link'];
  if (kind === 'cms') return ['list', 'cards'];
  return ['grid', 'cards', 'list'];
}
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
// Step validation (the wizard and the server use these same rules)

const REQUIRED = 'validation.required';

function needsDefault(text: SiteText, config: WebappConfig): boolean {
  return !text[config.languages.default]?.trim();
}

/** Linked applications of a kind, in the order of step 1. */
export function linkedOfKind(config: WebappConfig, context: WebappContext, kind: ApplicationKind): LinkableApplication[] {
  return config.main.links
    .map((id) => context.applications.find((app) => app.id === id))
    .filter((app): app is LinkableApplication => app !== undefined && app.kind === kind);
}

/** The element a section lists (its own choice, or the application's first element). */
export function sectionElement(section: ContentSection, app: LinkableApplication | undefined) {
  if (!app) return undefined;
  return section.element ? app.elements.find((element) => element.key === section.element) : app.elements[0];
}

/** Fields that may be shown on a public site: public ones, never the `___email` de-duplication key. */
export const isPublicField = (field: Pick<LinkableField, 'key' | 'visibility'>): boolean =>
  field.visibility === 'public' && !field.key.startsWith('___');

function sectionIssues(kind: ContentKind, config: WebappConfig, context: WebappContext): FieldIssue[] {
  const section = config.sections[kind];
  const base = `sections.${kind}`;
  if (!section.enabled) return [];
  const issues: FieldIssue[] = [];
  if (needsDefault(section.title, config)) issues.push({ field: `${base}.title`, message: REQUIRED });
  if (!layoutsFor(kind).includes(section.layout)) issues.push({ field: `${base}.layout`, message: 'validation.invalid' });
  const app = linkedOfKind(config, context, kind).find((candidate) => candidate.id === section.applicationId);
  if (!app) {
    issues.push({ field: `${base}.applicationId`, message: 'validation.linkMissing' });
    return issues;
  }
  if (kind === 'modules') return issues;
  const element = sectionElement(section, app);
  if (!element) {
    issues.push({ field: `${base}.element`, message: 'validation.invalid' });
    return issues;
  }
  const check = (path: string, key: string) => {
    const field = element.fields.find((candidate) => candidate.key === key);
    if (!field) issues.push({ field: path, message: 'validation.unknownField' });
    else if (!isPublicField(field)) issues.push({ field: path, message: 'validation.privateField' });
  };
  if (section.fields.length === 0) issues.push({ field: `${base}.fields`, message: REQUIRED });
  section.fields.forEach((key, index) => {
    check(`${base}.fields.${index}`, key);
  });
  section.filters.forEach((key, index) => {
    check(`${base}.filters.${index}`, key);
  });
  if (section.sort.field) check(`${base}.sort.field`, section.sort.field);
  if (section.groupBy) check(`${base}.groupBy`, section.groupBy);
  return issues;
}

/**
 * The links of a configuration to applications the context does not hold (`main.links.N`, and the `applicationId` of
 * any section, shown or not): the context lists only the applications the caller may read, so a link to one it cannot
 * read gets the same answer as an id the project does not hold. The server refuses a draft save, a preview and a
 * publication with any of these.
 */
export function unknownLinks(config: WebappConfig, context: WebappContext): FieldIssue[] {
  const known = (id: string) => context.applications.some((app) => app.id === id);
  const issues: FieldIssue[] = [];
  config.main.links.forEach((id, index) => {
    if (!known(id)) issues.push({ field: `main.links.${index}`, message: 'validation.unknownApplication' });
  });
  for (const kind of CONTENT_KINDS) {
    const { applicationId } = config.sections[kind];
    if (applicationId && !known(applicationId))
      issues.push({ field: `sections.${kind}.applicationId`, message: 'validation.unknownApplication' });
  }
  return issues;
}

/**
 * The problems of one step (empty: the step is complete). Paths are dotted paths into the configuration
 * (`main.host`, `sections.speakers.fields.0`), messages catalogue keys. The host's uniqueness is the server's
 * (409 WEBAPP_HOST_TAKEN).
 */
export function stepIssues(step: WebappStep, config: WebappConfig, context: WebappContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const need = (field: string, ok: boolean, message = REQUIRED) => {
    if (!ok) issues.push({ field, message });
  };
  switch (step) {
    case 'main': {
      need('main.host', config.main.host !== '');
      issues.push(...unknownLinks(config, context).filter((issue) => issue.field.startsWith('main.')));
      break;
    }
    case 'identity':
      need('identity.name', !needsDefault(config.identity.name, config));
      break;
    case 'home': {
      const { home } = config;
      need('home.heroTitle', !needsDefault(home.heroTitle, config));
      need('home.endDate', !home.startDate || !home.endDate || home.startDate <= home.endDate, 'validation.dateOrder');
      need('home.ctaTarget', !needsDefault(home.ctaLabel, config) === (home.ctaTarget !== ''), 'validation.ctaPair');
      break;
    }
    case 'navigation':
      config.navigation.items.forEach((item, index) => {
        need(`navigation.items.${index}.label`, !needsDefault(item.label, config));
      });
      break;
    case 'practical':
      need('practical.address', !needsDefault(config.practical.address, config));
      break;
    case 'languages': {
      config.languages.enabled.forEach((lang, index) => {
        need(`languages.enabled.${index}`, context.languages.includes(lang), 'validation.languageNotInProject');
      });
      need('languages.default', config.languages.enabled.includes(config.languages.default), 'validation.defaultLanguage');
      break;
    }
    case 'seo':
      need('seo.title', !needsDefault(config.seo.title, config));
      need('seo.description', !needsDefault(config.seo.description, config));
      break;
    case 'legal':
      need('legal.notice', !needsDefault(config.legal.notice, config));
      need('legal.privacy', !needsDefault(config.legal.privacy, config));
      break;
    case 'preview':
      break;
    default:
      if (isContentKind(step)) issues.push(...sectionIssues(step, config, context));
  }
  return issues;
}

/** The template's steps that are not complete (the preview step is complete when every other one is). */
export function incompleteSteps(config: WebappConfig, context: WebappContext): WebappStep[] {
  return TEMPLATE_STEPS[config.main.template].filter((step) => step !== 'preview' && stepIssues(step, config, context).length > 0);
}

/** Every content kind some step or section of this configuration uses (its template's content steps). */
export const shownContentKinds = (config: WebappConfig): ContentKind[] =>
  templateContentKinds(config.main.template).filter((kind) => config.sections[kind].enabled);

// ---------------------------------------------------------------------------------------------------------------
// The public read API (`GET /api/public/sites/{host}/…`) and the wizard's preview (`POST P/webapp/preview`):
// the same answers. Texts are resolved to the requested language.

/** A value as a public page shows it: text (HTML already sanitized for html fields), numbers, choices' labels, files. */
export type PublicValue =
  | { readonly type: 'text'; readonly text: string }
  /** A link field's web address (shared/links.ts): `href` normalised, `text` as stored. Any other value of it is text. */
  | { readonly type: 'link'; readonly text: string; readonly href: string }
  | { readonly type: 'html'; readonly html: string }
  | { readonly type: 'number'; readonly number: number }
  | { readonly type: 'date'; readonly date: string }
  | { readonly type: 'yesno'; readonly yes: boolean }
  | { readonly type: 'choices'; readonly values: readonly string[]; readonly labels: readonly string[] }
  /** `url` is an API path that redirects to a short-lived signed URL of the file (stable, so answers stay cacheable). */
  | {
      readonly type: 'files';
      readonly files: readonly { readonly name: string; readonly type: string; readonly url: string; readonly previewUrl?: string }[];
    }
  | { readonly type: 'pairs'; readonly pairs: readonly { readonly label: string; readonly value: string }[] };

export interface PublicField {
  readonly key: string;
  readonly label: string;
  readonly type: string;
}
export interface PublicFilter {
  readonly key: string;
  readonly label: string;
  /** The field's type: a `yesno` filter's options are `true`/`false`, which the site names in its own language. */
  readonly type: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}
export interface PublicSection {
  readonly kind: ContentKind;
  readonly title: string;
  readonly layout: SectionLayout;
  /** Fields on the cards, in order; the detail page shows every public field. */
  readonly fields: readonly PublicField[];
  readonly filters: readonly PublicFilter[];
  readonly groupBy: PublicFilter | null;
  readonly perPage: number;
  /** Modules only: the participant page's path (`/{lang}/live/{projectId}/{applicationId}`). */
  readonly livePath?: string;
  /**
   * Modules only: the same page on the product's own origin (absolute). The participant API and socket answer the
   * product's origin only, so a site served under its own host name links there instead of framing the page.
   */
  readonly liveUrl?: string;
}
export interface PublicNavItem {
  readonly target: string;
  readonly label: string;
  /** For `app:` targets: the linked web app's site (`https://{host}/`), when it is live. */
  readonly href?: string;
}
export interface PublicSite {
  readonly host: string;
  readonly lang: Language;
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
  readonly template: WebappTemplate;
  readonly theme: Theme;
  /** The live publication's number (0 in a preview). */
  readonly publication: number;
  readonly identity: { readonly name: string; readonly logoUrl: string; readonly accentColor: string };
  readonly home: {
    readonly heroTitle: string;
    readonly heroText: string;
    readonly heroImageUrl: string;
    readonly startDate: string;
    readonly endDate: string;
    readonly place: string;
    readonly ctaLabel: string;
    readonly ctaTarget: string;
  };
  readonly navigation: readonly PublicNavItem[];
  readonly sections: readonly PublicSection[];
  /** Published CMS pages (when the CMS section is shown): slug and title, for the menu and the page list. */
  readonly pages: readonly { readonly slug: string; readonly title: string }[];
  readonly practical: {
    readonly address: string;
    readonly access: string;
    readonly hours: string;
    readonly contactEmail: string;
    readonly contactPhone: string;
    readonly mapUrl: string;
  } | null;
  readonly seo: { readonly title: string; readonly description: string; readonly shareImageUrl: string; readonly indexable: boolean };
  readonly legal: { readonly notice: string; readonly privacy: string; readonly terms: string };
}
export interface PublicRecord {
  readonly id: string;
  /** Public fields only; translatable values in the requested language (else the project's first language). */
  readonly values: Readonly<Record<string, PublicValue>>;
  /** A record's own page (not the lists): every public field in the form's order, with its label. */
  readonly fields?: readonly PublicField[];
}
export interface PublicRecordPage {
  readonly items: readonly PublicRecord[];
  /** Opaque; present when more records follow (or the search stopped early). */
  readonly cursor?: string;
}
export interface PublicPage {
  readonly slug: string;
  readonly title: string;
  readonly html: string;
  readonly publishedAt: string;
  readonly seoDescription: string;
}

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

/** Public answers: cached by browsers and CloudFront this long, revalidated by ETag. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
