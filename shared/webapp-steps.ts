import type { FieldIssue } from './errors';
import { type ApplicationKind, isWebapp } from './kinds';
import type { ContentSection, LinkableApplication, LinkableField, SiteText, WebappConfig, WebappContext } from './schemas/webapps';
import {
  type ContentKind,
  CONTENT_KINDS,
  isContentKind,
  layoutsFor,
  sectionShows,
  TEMPLATE_STEPS,
  templateContentKinds,
  type WebappStep,
} from './webapp-templates';

/**
 * The rules of the web app wizard's steps: the wizard shows them as the user edits, the server applies them to every
 * draft save, preview and publication. Paths are dotted paths into the configuration (shared/schemas/webapps.ts),
 * messages catalogue keys.
 */

const REQUIRED = 'validation.required';

function needsDefault(text: SiteText, config: WebappConfig): boolean {
  return !text[config.languages.default]?.trim();
}

/** Linked applications, in the order of step 1. */
function linked(config: WebappConfig, context: WebappContext): LinkableApplication[] {
  return config.main.links
    .map((id) => context.applications.find((app) => app.id === id))
    .filter((app): app is LinkableApplication => app !== undefined);
}

/** Linked applications of a kind, in the order of step 1. */
export function linkedOfKind(config: WebappConfig, context: WebappContext, kind: ApplicationKind): LinkableApplication[] {
  return linked(config, context).filter((app) => app.kind === kind);
}

/** Linked web apps, in the order of step 1: the menu may lead to their sites. */
export function linkedWebapps(config: WebappConfig, context: WebappContext): LinkableApplication[] {
  return linked(config, context).filter((app) => isWebapp(app.kind));
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
  // A live section shows the participant page: no element, no fields to check.
  if (sectionShows(kind) === 'live') return issues;
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
