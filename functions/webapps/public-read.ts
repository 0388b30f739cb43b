import type { Language } from '../../shared/constants';
import type { ApplicationKind } from '../../shared/kinds';
import { isLinkField, safeLink } from '../../shared/links';
import { choicesOf, fieldValue, type FileRef, type TextValue } from '../../shared/record-values';
import type { FormConfig, FormField } from '../../shared/schemas/builder';
import { isUlid } from '../../shared/schemas/common';
import {
  INTERNAL_TARGET,
  isHost,
  isHttpsUrl,
  isPublicField,
  type LinkableApplication,
  linkedOfKind,
  type PublicField,
  type PublicFilter,
  type PublicNavItem,
  type PublicPage,
  type PublicRecord,
  type PublicRecordPage,
  type PublicSection,
  type PublicSite,
  type PublicValue,
  type SiteText,
  sectionElement,
  shownContentKinds,
  type WebappConfig,
} from '../../shared/schemas/webapps';
import { type ContentKind, isContentKind, TEMPLATE_STEPS } from '../../shared/webapp-templates';
import { readCache } from '../lib/cache/read-cache';
import { decodeCursor, encodeCursor } from '../lib/db/cursor';
import { NotFound, Validation } from '../lib/errors';
import { foldText } from '../../shared/fold-text';
import { localizedText } from '../../shared/localized-text';
import type { LocalizedText } from '../../shared/schemas/builder';

/**
 * The public read (issue 15): what a published web app shows, built from its configuration and its linked
 * applications' records. One module for the public routes (`GET /api/public/sites/{host}/…`, the LIVE publication)
 * and the wizard's preview (`POST P/webapp/preview`, the posted draft): the same answers, so the preview shows what
 * publishing would serve.
 *
 * The rules that keep private things private, applied at every read (an element's fields may have turned private
 * since the publication): only sections of the template's content kinds that are enabled, whose application is
 * linked, of that kind and still in the project; only fields public NOW (`isPublicField`: never `___email`); search
 * over the public card fields only; CMS records only when `status` is `published`. Anything else is the same 404.
 */

// ---------------------------------------------------------------------------------------------------------------
// Ports (functions/webapps/deps.ts wires them; unit tests pass fakes)

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
export interface PublicReadDeps {
  hostGuard(host: string): Promise<{ projectId: string; applicationId: string } | undefined>;
  live(applicationId: string): Promise<{ number: number; host: string } | undefined>;
  publication(applicationId: string, number: number): Promise<{ config: WebappConfig } | undefined>;
  projectLanguages(projectId: string): Promise<Language[] | undefined>;
  projectApplications(projectId: string): Promise<StoredApp[]>;
  recordsPage(
    applicationId: string,
    elementKey: string,
    after: string | undefined,
    limit: number,
  ): Promise<{ items: readonly StoredRecordLike[]; next: string | undefined }>;
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

/** At most this many records of one element are shown by a site (read in pages of RECORDS_PAGE, at most MAX_PAGES). */
export const MAX_SECTION_RECORDS = 1_000;
const RECORDS_PAGE = 200;
/** Elements whose records one instance keeps at a time (read cache). */
const DATASETS_KEPT = 40;
const MAX_PAGES = 10;

const notFound = () => new NotFound();

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

export function publicReader(deps: PublicReadDeps) {
  const sites = readCache<SiteContext | undefined>();
  // At most 1,000 records each: a few dozen elements kept bound this instance's memory (tens of MB at worst).
  const datasets = readCache<StoredRecordLike[]>(undefined, DATASETS_KEPT);

  /** The stored records of an element (at most MAX_SECTION_RECORDS), kept a few seconds per instance. */
  function recordsOf(applicationId: string, elementKey: string): Promise<StoredRecordLike[]> {
    return datasets.remember(
      `${applicationId}#${elementKey}`,
      async () => {
        const out: StoredRecordLike[] = [];
        let after: string | undefined;
        for (let page = 0; page < MAX_PAGES && out.length < MAX_SECTION_RECORDS; page++) {
          const read = await deps.recordsPage(applicationId, elementKey, after, Math.min(RECORDS_PAGE, MAX_SECTION_RECORDS - out.length));
          out.push(...read.items);
          after = read.next;
          if (!after) break;
        }
        return out;
      },
      () => true,
    );
  }

  /** The live publication of a host, or undefined (unknown, offline, gone: all the same). Kept a few seconds. */
  function resolveHost(asked: string): Promise<SiteContext | undefined> {
    const host = asked.toLowerCase(); // host names are case-insensitive; guards hold them in lower case
    if (!isHost(host)) return Promise.resolve(undefined);
    return sites.remember(
      host,
      async () => {
        const guard = await deps.hostGuard(host);
        if (!guard) return undefined;
        const live = await deps.live(guard.applicationId);
        if (!live || live.host !== host) return undefined;
        const [publication, languages, apps] = await Promise.all([
          deps.publication(guard.applicationId, live.number),
          deps.projectLanguages(guard.projectId),
          deps.projectApplications(guard.projectId),
        ]);
        const self = apps.find((app) => app.applicationId === guard.applicationId);
        if (!publication || !languages || !self || self.kind !== 'webapp') return undefined;
        return contextFor({ ...guard, host, publication: live.number, config: publication.config, languages, apps, files: 'route' });
      },
      () => true,
    );
  }

  /** A site context from a configuration (the live one, or a preview's), with its linked web apps' live hosts. */
  async function contextFor(site: Omit<SiteContext, 'apps' | 'webappHosts'> & { apps: readonly StoredApp[] }): Promise<SiteContext> {
    const apps = new Map(site.apps.filter((app) => app.applicationId !== site.applicationId).map((app) => [app.applicationId, app]));
    const linkedWebapps = site.config.main.links.filter((id) => apps.get(id)?.kind === 'webapp');
    const hosts = await Promise.all(linkedWebapps.map(async (id) => [id, (await deps.live(id))?.host] as const));
    return {
      ...site,
      apps,
      webappHosts: new Map(hosts.filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string')),
    };
  }

  return {
    resolveHost,
    contextFor,
    recordsOf,
    site: (ctx: SiteContext, lang: string | undefined) => siteAnswer(ctx, lang),
    records: (ctx: SiteContext, kind: string, query: ListQuery, now: Date) => recordsAnswer(ctx, kind, query, now),
    record: (ctx: SiteContext, kind: string, recordId: string, lang: string | undefined, now: Date) =>
      recordAnswer(ctx, kind, recordId, lang, now),
    page: (ctx: SiteContext, slug: string, lang: string | undefined) => pageAnswer(ctx, slug, lang),
    fileUrl: (ctx: SiteContext, target: FileTarget, now: Date) => fileUrl(ctx, target, now),
  };

  // -------------------------------------------------------------------------------------------------------------
  // Texts and languages

  function siteLanguage(ctx: SiteContext, lang: string | undefined): Language {
    const enabled = ctx.config.languages.enabled;
    return lang && (enabled as readonly string[]).includes(lang) ? (lang as Language) : ctx.config.languages.default;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Sections

  interface Shown {
    readonly kind: ContentKind;
    readonly section: WebappConfig['sections'][ContentKind];
    readonly app: StoredApp;
    readonly element?: StoredApp['elements'][number];
  }

  function shownSection(ctx: SiteContext, kind: string): Shown | undefined {
    if (!isContentKind(kind) || !shownContentKinds(ctx.config).includes(kind)) return undefined;
    const section = ctx.config.sections[kind];
    const candidates = linkedOfKind(ctx.config, { languages: ctx.languages, applications: [...ctx.apps.values()].map(linkable) }, kind);
    const chosen = candidates.find((app) => app.id === section.applicationId);
    const app = chosen && ctx.apps.get(chosen.id);
    if (!chosen || !app) return undefined;
    if (kind === 'modules') return { kind, section, app };
    const elementKey = sectionElement(section, chosen)?.key;
    const element = app.elements.find((candidate) => candidate.key === elementKey);
    return element ? { kind, section, app, element } : undefined;
  }

  function publicFields(form: FormConfig): FormField[] {
    return form.fields.filter(isPublicField);
  }

  /** The section's card fields that are public now, in order. */
  function cardFields(shown: Shown): FormField[] {
    const fields = new Map(publicFields(shown.element!.form).map((field) => [field.key, field]));
    return shown.section.fields.flatMap((key) => (fields.get(key) ? [fields.get(key)!] : []));
  }
  function publicField(shown: Shown, key: string): FormField | undefined {
    return key ? publicFields(shown.element!.form).find((field) => field.key === key) : undefined;
  }

  /** A CMS record is shown only once published. */
  function visible(shown: Shown, record: StoredRecordLike): boolean {
    return shown.kind !== 'cms' || record.values.status === 'published';
  }

  async function shownRecords(_ctx: SiteContext, shown: Shown): Promise<StoredRecordLike[]> {
    return (await recordsOf(shown.app.applicationId, shown.element!.key)).filter((record) => visible(shown, record));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Values

  /** A configured text (labels, site texts) in `lang`, else the site's default language, else the project's. */
  function label(text: Readonly<Partial<Record<Language, string>>> | undefined, ctx: SiteContext, lang: Language): string {
    return localizedText(text as LocalizedText | undefined, lang, [ctx.config.languages.default, ...ctx.languages]);
  }

  function resolveText(value: TextValue, ctx: SiteContext, lang: Language): string {
    if (typeof value === 'string') return value;
    return value[lang] || value[ctx.languages[0]!] || '';
  }

  async function categoryNames(ctx: SiteContext, app: StoredApp, field: FormField, lang: Language): Promise<Map<string, string>> {
    const element = app.elements.find((candidate) => candidate.key === field.categoryElement);
    if (!element) return new Map();
    const nameField =
      publicFields(element.form).find((candidate) => candidate.key === 'name') ?? publicFields(element.form).find((f) => f.type === 'text');
    const records = await recordsOf(app.applicationId, element.key);
    return new Map(
      records.map((record) => [
        record.recordId,
        nameField ? resolveText(fieldValue(nameField, ctx.languages, record.values[nameField.key]) as TextValue, ctx, lang) : '',
      ]),
    );
  }

  function fileRoute(ctx: SiteContext, kind: ContentKind, recordId: string, field: string, index: number, preview: boolean) {
    return `/api/public/sites/${ctx.host}/files/${kind}/${recordId}/${field}/${index}${preview ? '?preview=1' : ''}`;
  }

  async function publicValue(
    ctx: SiteContext,
    shown: Shown,
    record: StoredRecordLike,
    field: FormField,
    lang: Language,
    now: Date,
  ): Promise<PublicValue | undefined> {
    const raw = record.values[field.key];
    const value = fieldValue(field, ctx.languages, raw);
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'email': {
        const text = typeof value === 'string' ? value : resolveText(value as TextValue, ctx, lang);
        if (!text) return undefined;
        // A link field's value is a link only when it is a web address (older records may hold anything): text otherwise.
        const href = isLinkField(field) ? safeLink(text) : undefined;
        return href ? { type: 'link', text, href } : { type: 'text', text };
      }
      case 'html': {
        const html = deps.sanitizeHtml(resolveText(value as TextValue, ctx, lang));
        return html ? { type: 'html', html } : undefined;
      }
      case 'number':
        return value === null ? undefined : { type: 'number', number: value as number };
      case 'datetime':
        return value ? { type: 'date', date: value as string } : undefined;
      case 'yesno':
        return { type: 'yesno', yes: value as boolean };
      case 'radios':
      case 'select':
      case 'checkboxes': {
        const values = choicesOf(value);
        if (!values.length) return undefined;
        const labels = values.map((choice) => label(field.options?.find((option) => option.value === choice)?.label, ctx, lang) || choice);
        return { type: 'choices', values, labels };
      }
      case 'singleCategory':
      case 'multipleCategories': {
        const names = await categoryNames(ctx, shown.app, field, lang);
        const values = choicesOf(value).filter((id) => names.has(id));
        if (!values.length) return undefined;
        return { type: 'choices', values, labels: values.map((id) => names.get(id) ?? '') };
      }
      case 'file':
      case 'gallery': {
        const files = (value as readonly FileRef[]).filter((file) => typeof file.uploadId === 'string');
        if (!files.length) return undefined;
        if (ctx.files === 'signed') {
          const form = { ...shown.element!.form, fields: [field] };
          const signed = (await deps.signFiles(form, shown.app.projectId, shown.app.applicationId, { [field.key]: files }, now))[field.key];
          return {
            type: 'files',
            files: (signed as FileRef[]).map((file) => ({
              name: file.name,
              type: file.type,
              url: file.url ?? '',
              ...(file.previewUrl ? { previewUrl: file.previewUrl } : {}),
            })),
          };
        }
        return {
          type: 'files',
          files: files.map((file, index) => ({
            name: file.name,
            type: file.type,
            url: fileRoute(ctx, shown.kind, record.recordId, field.key, index, false),
            ...(file.preview ? { previewUrl: fileRoute(ctx, shown.kind, record.recordId, field.key, index, true) } : {}),
          })),
        };
      }
      case 'characteristics': {
        const pairs = (value as readonly TextValue[])
          .map((text, index) => ({ label: label(field.characteristics?.[index], ctx, lang), value: resolveText(text, ctx, lang) }))
          .filter((pair) => pair.value);
        return pairs.length ? { type: 'pairs', pairs } : undefined;
      }
      case 'questions': {
        const pairs = (value as readonly TextValue[])
          .map((text, index) => ({ label: label(field.questions?.[index]?.question, ctx, lang), value: resolveText(text, ctx, lang) }))
          .filter((pair) => pair.value);
        return pairs.length ? { type: 'pairs', pairs } : undefined;
      }
    }
  }

  async function publicRecord(
    ctx: SiteContext,
    shown: Shown,
    record: StoredRecordLike,
    fields: readonly FormField[],
    lang: Language,
    now: Date,
  ): Promise<PublicRecord> {
    const values: Record<string, PublicValue> = {};
    for (const field of fields) {
      const value = await publicValue(ctx, shown, record, field, lang, now);
      if (value) values[field.key] = value;
    }
    return { id: record.recordId, values };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Answers

  async function filterOf(ctx: SiteContext, shown: Shown, field: FormField, lang: Language): Promise<PublicFilter> {
    let options: { value: string; label: string }[] = [];
    if (field.type === 'singleCategory' || field.type === 'multipleCategories') {
      options = [...(await categoryNames(ctx, shown.app, field, lang))].map(([value, name]) => ({ value, label: name }));
    } else if (field.type === 'yesno') {
      options = [
        { value: 'true', label: 'true' },
        { value: 'false', label: 'false' },
      ];
    } else {
      options = (field.options ?? []).map((option) => ({ value: option.value, label: label(option.label, ctx, lang) || option.value }));
    }
    return { key: field.key, label: label(field.label, ctx, lang), type: field.type, options };
  }

  async function sectionOf(ctx: SiteContext, shown: Shown, lang: Language): Promise<PublicSection> {
    const { section } = shown;
    const title = label(section.title, ctx, lang);
    if (shown.kind === 'modules') {
      return {
        kind: shown.kind,
        title,
        layout: section.layout,
        fields: [],
        filters: [],
        groupBy: null,
        perPage: section.perPage,
        livePath: `/${lang}/live/${shown.app.projectId}/${shown.app.applicationId}`,
        liveUrl: `${deps.appUrl()}/${lang}/live/${shown.app.projectId}/${shown.app.applicationId}`,
      };
    }
    const fields: PublicField[] = cardFields(shown).map((field) => ({
      key: field.key,
      label: label(field.label, ctx, lang),
      type: field.type,
    }));
    const filters = await Promise.all(
      section.filters.flatMap((key) => {
        const field = publicField(shown, key);
        return field ? [filterOf(ctx, shown, field, lang)] : [];
      }),
    );
    const groupField = publicField(shown, section.groupBy);
    return {
      kind: shown.kind,
      title,
      layout: section.layout,
      fields,
      filters,
      groupBy: groupField ? await filterOf(ctx, shown, groupField, lang) : null,
      perPage: section.perPage,
    };
  }

  async function cmsPages(ctx: SiteContext, lang: Language): Promise<{ slug: string; title: string }[]> {
    const shown = shownSection(ctx, 'cms');
    if (!shown) return [];
    const form = shown.element!.form;
    const slugField = publicField(shown, 'slug');
    const titleField = publicField(shown, 'title');
    if (!slugField) return [];
    return (await shownRecords(ctx, shown))
      .map((record) => ({
        slug: String(fieldValue(slugField, ctx.languages, record.values.slug) ?? ''),
        title: titleField ? resolveText(fieldValue(titleField, ctx.languages, record.values.title) as TextValue, ctx, lang) : '',
      }))
      .filter((page) => page.slug !== '' && form !== undefined);
  }

  async function siteAnswer(ctx: SiteContext, requested: string | undefined): Promise<PublicSite> {
    const lang = siteLanguage(ctx, requested);
    const { config } = ctx;
    // Addresses of the configuration as the schema takes them today (a publication may be older than its rules): https
    // URLs, an internal target for the call to action; anything else is left out ('').
    const https = (url: string) => (isHttpsUrl(url) ? url : '');
    const cta = INTERNAL_TARGET.test(config.home.ctaTarget) ? config.home.ctaTarget : https(config.home.ctaTarget);
    const t = (text: SiteText) => label(text, ctx, lang);
    const shownKinds = shownContentKinds(config).filter((kind) => shownSection(ctx, kind));
    const sections = await Promise.all(shownKinds.map((kind) => sectionOf(ctx, shownSection(ctx, kind)!, lang)));
    const navigation: PublicNavItem[] = config.navigation.items.flatMap((item) => {
      if (!item.visible) return [];
      if (item.target.startsWith('section:') && !shownKinds.includes(item.target.slice(8) as ContentKind)) return [];
      if (item.target.startsWith('app:')) {
        const id = item.target.slice(4);
        if (!config.main.links.includes(id) || ctx.apps.get(id)?.kind !== 'webapp') return [];
        const host = ctx.webappHosts.get(id);
        return [{ target: item.target, label: t(item.label), ...(host ? { href: `https://${host}/` } : {}) }];
      }
      return [{ target: item.target, label: t(item.label) }];
    });
    const practicalShown = TEMPLATE_STEPS[config.main.template].includes('practical');
    return {
      host: ctx.host,
      lang,
      languages: config.languages.enabled,
      defaultLanguage: config.languages.default,
      template: config.main.template,
      theme: config.main.theme,
      publication: ctx.publication,
      identity: { name: t(config.identity.name), logoUrl: https(config.identity.logoUrl), accentColor: config.identity.accentColor },
      home: {
        heroTitle: t(config.home.heroTitle),
        heroText: t(config.home.heroText),
        heroImageUrl: https(config.home.heroImageUrl),
        startDate: config.home.startDate,
        endDate: config.home.endDate,
        place: t(config.home.place),
        ctaLabel: t(config.home.ctaLabel),
        ctaTarget: cta,
      },
      navigation,
      sections,
      pages: await cmsPages(ctx, lang),
      practical: practicalShown
        ? {
            address: t(config.practical.address),
            access: t(config.practical.access),
            hours: t(config.practical.hours),
            contactEmail: config.practical.contactEmail,
            contactPhone: config.practical.contactPhone,
            mapUrl: https(config.practical.mapUrl),
          }
        : null,
      seo: {
        title: t(config.seo.title),
        description: t(config.seo.description),
        shareImageUrl: https(config.seo.shareImageUrl),
        indexable: config.seo.indexable,
      },
      legal: { notice: t(config.legal.notice), privacy: t(config.legal.privacy), terms: t(config.legal.terms) },
    };
  }

  /** The text a record sorts by on a field ('' sorts last), numbers by value. */
  function sortValue(ctx: SiteContext, field: FormField, record: StoredRecordLike): string | number {
    const value = fieldValue(field, ctx.languages, record.values[field.key]);
    if (typeof value === 'number') return value;
    if (typeof value === 'string') return foldText(value);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return foldText(resolveText(value as TextValue, ctx, ctx.languages[0]!));
    if (Array.isArray(value)) return foldText(value.filter((item) => typeof item === 'string').join(' '));
    return value === true ? '1' : value === false ? '0' : '';
  }

  /** The folded texts of the record's public card fields, in every language (what a search may match). */
  function searchText(ctx: SiteContext, fields: readonly FormField[], record: StoredRecordLike): string {
    const texts: string[] = [];
    for (const field of fields) {
      const value = fieldValue(field, ctx.languages, record.values[field.key]);
      const add = (text: TextValue) =>
        texts.push(...(typeof text === 'string' ? [text] : Object.values(text).filter((x): x is string => !!x)));
      if (['text', 'textarea', 'email'].includes(field.type)) add(value as TextValue);
      else if (field.type === 'html')
        add(String(typeof value === 'string' ? value : Object.values(value as object).join(' ')).replace(/<[^>]*>/g, ' '));
      else if (['radios', 'select', 'checkboxes'].includes(field.type)) {
        for (const choice of choicesOf(value)) {
          const option = field.options?.find((candidate) => candidate.value === choice);
          texts.push(choice, ...(option ? Object.values(option.label).filter((x): x is string => !!x) : []));
        }
      } else if (field.type === 'characteristics' || field.type === 'questions') for (const item of value as TextValue[]) add(item);
    }
    return foldText(texts.join(' '));
  }

  async function recordsAnswer(ctx: SiteContext, kind: string, query: ListQuery, now: Date): Promise<PublicRecordPage> {
    const shown = shownSection(ctx, kind);
    if (!shown || shown.kind === 'modules') throw notFound();
    const lang = siteLanguage(ctx, query.lang);
    const { section } = shown;
    for (const key of Object.keys(query.filters)) {
      if (!section.filters.includes(key) || !publicField(shown, key))
        throw new Validation([{ field: `f.${key}`, message: 'validation.invalid' }], 'Not a filter of this section.');
    }
    const cards = cardFields(shown);
    let records = await shownRecords(ctx, shown);
    const q = foldText(query.q);
    if (q) records = records.filter((record) => searchText(ctx, cards, record).includes(q));
    for (const [key, wanted] of Object.entries(query.filters)) {
      const field = publicField(shown, key)!;
      records = records.filter((record) => {
        const value = fieldValue(field, ctx.languages, record.values[key]);
        return typeof value === 'boolean' ? String(value) === wanted : choicesOf(value).includes(wanted);
      });
    }
    const sortField = publicField(shown, section.sort.field);
    const groupField = publicField(shown, section.groupBy);
    const groupRank = (record: StoredRecordLike) => {
      if (!groupField) return 0;
      const first = choicesOf(fieldValue(groupField, ctx.languages, record.values[groupField.key]))[0];
      const index = groupField.options?.findIndex((option) => option.value === first) ?? -1;
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const direction = section.sort.direction === 'desc' ? -1 : 1;
    const keyed = records.map((record) => ({
      record,
      group: groupRank(record),
      sort: sortField ? sortValue(ctx, sortField, record) : record.recordId,
    }));
    keyed.sort((a, b) => {
      if (a.group !== b.group) return a.group - b.group;
      const emptyA = a.sort === '';
      const emptyB = b.sort === '';
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      const order =
        typeof a.sort === 'number' && typeof b.sort === 'number'
          ? a.sort - b.sort
          : String(a.sort) < String(b.sort)
            ? -1
            : String(a.sort) > String(b.sort)
              ? 1
              : 0;
      return order * direction || (a.record.recordId < b.record.recordId ? -1 : 1);
    });
    const offset = offsetOf(query.cursor);
    const pageItems = keyed.slice(offset, offset + section.perPage);
    const fields = groupField && !cards.includes(groupField) ? [...cards, groupField] : cards;
    const items = await Promise.all(pageItems.map(({ record }) => publicRecord(ctx, shown, record, fields, lang, now)));
    const next = offset + section.perPage;
    return { items, ...(next < keyed.length ? { cursor: encodeCursor({ o: next })! } : {}) };
  }

  async function recordAnswer(
    ctx: SiteContext,
    kind: string,
    recordId: string,
    requested: string | undefined,
    now: Date,
  ): Promise<PublicRecord> {
    const shown = shownSection(ctx, kind);
    if (!shown || shown.kind === 'modules' || !isUlid(recordId)) throw notFound();
    const record = (await shownRecords(ctx, shown)).find((candidate) => candidate.recordId === recordId);
    if (!record) throw notFound();
    const fields = publicFields(shown.element!.form);
    const lang = siteLanguage(ctx, requested);
    const answer = await publicRecord(ctx, shown, record, fields, lang, now);
    return { ...answer, fields: fields.map((field) => ({ key: field.key, label: label(field.label, ctx, lang), type: field.type })) };
  }

  async function pageAnswer(ctx: SiteContext, slug: string, requested: string | undefined): Promise<PublicPage> {
    const shown = shownSection(ctx, 'cms');
    const slugField = shown && publicField(shown, 'slug');
    if (!shown || !slugField || !slug) throw notFound();
    const lang = siteLanguage(ctx, requested);
    const record = (await shownRecords(ctx, shown)).find(
      (candidate) => fieldValue(slugField, ctx.languages, candidate.values.slug) === slug,
    );
    if (!record) throw notFound();
    const text = (key: string) => {
      const field = publicField(shown, key);
      return field ? resolveText(fieldValue(field, ctx.languages, record.values[key]) as TextValue, ctx, lang) : '';
    };
    const published = publicField(shown, 'publishedAt');
    return {
      slug,
      title: text('title'),
      html: deps.sanitizeHtml(text('content')),
      publishedAt: published ? String(fieldValue(published, ctx.languages, record.values.publishedAt) ?? '') : '',
      seoDescription: text('seoDescription'),
    };
  }

  async function fileUrl(ctx: SiteContext, target: FileTarget, now: Date): Promise<string> {
    const shown = shownSection(ctx, target.kind);
    if (!shown || shown.kind === 'modules' || !isUlid(target.recordId)) throw notFound();
    const field = publicField(shown, target.field);
    if (!field || (field.type !== 'file' && field.type !== 'gallery')) throw notFound();
    const record = (await shownRecords(ctx, shown)).find((candidate) => candidate.recordId === target.recordId);
    const file = record && (fieldValue(field, ctx.languages, record.values[field.key]) as FileRef[])[target.index];
    if (!file?.uploadId || (target.preview && !file.preview)) throw notFound();
    const form = { ...shown.element!.form, fields: [field] };
    const signed = (await deps.signFiles(form, shown.app.projectId, shown.app.applicationId, { [field.key]: [file] }, now))[
      field.key
    ] as FileRef[];
    const url = target.preview ? signed[0]?.previewUrl : signed[0]?.url;
    if (!url) throw notFound();
    return url;
  }
}

export type PublicReader = ReturnType<typeof publicReader>;

export interface ListQuery {
  readonly lang?: string | undefined;
  readonly q: string;
  readonly cursor?: string | undefined;
  readonly filters: Readonly<Record<string, string>>;
}
export interface FileTarget {
  readonly kind: string;
  readonly recordId: string;
  readonly field: string;
  readonly index: number;
  readonly preview: boolean;
}

function offsetOf(cursor: string | undefined): number {
  const key = decodeCursor(cursor, { names: ['o'] });
  if (!key) return 0;
  const offset = key.o;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > MAX_SECTION_RECORDS) {
    throw new Validation([{ field: 'cursor', message: 'validation.cursor' }], 'Invalid cursor.');
  }
  return offset;
}
