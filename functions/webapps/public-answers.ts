import type { Language } from '../../shared/constants';
import { isWebapp } from '../../shared/kinds';
import type { PublicField, PublicNavItem, PublicPage, PublicRecord, PublicSection, PublicSite } from '../../shared/webapp-public';
import { type FileRef, fieldValue, type TextValue } from '../../shared/record-values';
import { isUlid } from '../../shared/schemas/common';
import { INTERNAL_TARGET, isHttpsUrl, type SiteText } from '../../shared/schemas/webapps';
import { shownContentKinds } from '../../shared/webapp-steps';
import { type ContentKind, TEMPLATE_STEPS } from '../../shared/webapp-templates';
import { NotFound } from '../lib/errors';
import { filterOf, publicRecord } from './public-values';
import {
  cardFields,
  listsRecords,
  pagesSection,
  publicField,
  publicFields,
  type Shown,
  shownRecords,
  shownSection,
} from './shown-sections';
import { type AnswerDeps, type FileTarget, label, resolveText, type SiteContext, siteLanguage } from './site-context';

/**
 * The answers of the public read API besides a section's list (functions/webapps/public-lists.ts): the site, a record,
 * an editorial page, a file. Whatever the site does not show is the same 404.
 */

async function sectionOf(deps: AnswerDeps, ctx: SiteContext, shown: Shown, lang: Language): Promise<PublicSection> {
  const { section } = shown;
  const title = label(section.title, ctx, lang);
  if (!listsRecords(shown)) {
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
      return field ? [filterOf(deps, ctx, shown, field, lang)] : [];
    }),
  );
  const groupField = publicField(shown, section.groupBy);
  return {
    kind: shown.kind,
    title,
    layout: section.layout,
    fields,
    filters,
    groupBy: groupField ? await filterOf(deps, ctx, shown, groupField, lang) : null,
    perPage: section.perPage,
  };
}

/** The published pages of the `pages` section (slug and title), for the menu and the page list. */
async function sitePages(deps: AnswerDeps, ctx: SiteContext, lang: Language): Promise<{ slug: string; title: string }[]> {
  const shown = pagesSection(ctx);
  if (!shown) return [];
  const form = shown.element!.form;
  const slugField = publicField(shown, 'slug');
  const titleField = publicField(shown, 'title');
  if (!slugField) return [];
  return (await shownRecords(deps, shown))
    .map((record) => ({
      slug: String(fieldValue(slugField, ctx.languages, record.values.slug) ?? ''),
      title: titleField ? resolveText(fieldValue(titleField, ctx.languages, record.values.title) as TextValue, ctx, lang) : '',
    }))
    .filter((page) => page.slug !== '' && form !== undefined);
}

/** `GET /api/public/sites/{host}`: the site, its texts in the language asked, the sections it shows. */
export async function siteAnswer(deps: AnswerDeps, ctx: SiteContext, requested: string | undefined): Promise<PublicSite> {
  const lang = siteLanguage(ctx, requested);
  const { config } = ctx;
  // Addresses of the configuration as the schema takes them today (a publication may be older than its rules): https
  // URLs, an internal target for the call to action; anything else is left out ('').
  const https = (url: string) => (isHttpsUrl(url) ? url : '');
  const cta = INTERNAL_TARGET.test(config.home.ctaTarget) ? config.home.ctaTarget : https(config.home.ctaTarget);
  const t = (text: SiteText) => label(text, ctx, lang);
  const shownKinds = shownContentKinds(config).filter((kind) => shownSection(ctx, kind));
  const sections = await Promise.all(shownKinds.map((kind) => sectionOf(deps, ctx, shownSection(ctx, kind)!, lang)));
  const navigation: PublicNavItem[] = config.navigation.items.flatMap((item) => {
    if (!item.visible) return [];
    if (item.target.startsWith('section:') && !shownKinds.includes(item.target.slice(8) as ContentKind)) return [];
    if (item.target.startsWith('app:')) {
      const id = item.target.slice(4);
      const app = ctx.apps.get(id);
      if (!config.main.links.includes(id) || !app || !isWebapp(app.kind)) return [];
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
    pages: await sitePages(deps, ctx, lang),
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

/** `GET …/sections/{kind}/records/{recordId}`: a shown record, every public field in the form's order, with its label. */
export async function recordAnswer(
  deps: AnswerDeps,
  ctx: SiteContext,
  kind: string,
  recordId: string,
  requested: string | undefined,
  now: Date,
): Promise<PublicRecord> {
  const shown = shownSection(ctx, kind);
  if (!shown || !listsRecords(shown) || !isUlid(recordId)) throw new NotFound();
  const record = (await shownRecords(deps, shown)).find((candidate) => candidate.recordId === recordId);
  if (!record) throw new NotFound();
  const fields = publicFields(shown.element!.form);
  const lang = siteLanguage(ctx, requested);
  const answer = await publicRecord(deps, ctx, shown, record, fields, lang, now);
  return { ...answer, fields: fields.map((field) => ({ key: field.key, label: label(field.label, ctx, lang), type: field.type })) };
}

/** `GET …/pages/{slug}`: a published page of the `pages` section, its HTML sanitized. */
export async function pageAnswer(deps: AnswerDeps, ctx: SiteContext, slug: string, requested: string | undefined): Promise<PublicPage> {
  const shown = pagesSection(ctx);
  const slugField = shown && publicField(shown, 'slug');
  if (!shown || !slugField || !slug) throw new NotFound();
  const lang = siteLanguage(ctx, requested);
  const record = (await shownRecords(deps, shown)).find(
    (candidate) => fieldValue(slugField, ctx.languages, candidate.values.slug) === slug,
  );
  if (!record) throw new NotFound();
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

/** A signed URL of a public file of a shown record (the route redirects to it). */
export async function fileUrl(deps: AnswerDeps, ctx: SiteContext, target: FileTarget, now: Date): Promise<string> {
  const shown = shownSection(ctx, target.kind);
  if (!shown || !listsRecords(shown) || !isUlid(target.recordId)) throw new NotFound();
  const field = publicField(shown, target.field);
  if (!field || (field.type !== 'file' && field.type !== 'gallery')) throw new NotFound();
  const record = (await shownRecords(deps, shown)).find((candidate) => candidate.recordId === target.recordId);
  const file = record && (fieldValue(field, ctx.languages, record.values[field.key]) as FileRef[])[target.index];
  if (!file?.uploadId || (target.preview && !file.preview)) throw new NotFound();
  const form = { ...shown.element!.form, fields: [field] };
  const signed = (await deps.signFiles(form, shown.app.projectId, shown.app.applicationId, { [field.key]: [file] }, now))[
    field.key
  ] as FileRef[];
  const url = target.preview ? signed[0]?.previewUrl : signed[0]?.url;
  if (!url) throw new NotFound();
  return url;
}
