import { APPLICATION_KINDS, type ApplicationKind, type KindTraitsOf, type SectionLayout, type SiteSection, siteSectionOf } from './kinds';

/**
 * The web app wizard's templates (docs/product.md, "Screens and routes" and "Constants and limits": 6, 9, 8, 14 and
 * 14 steps, counting step 1 and the final preview).
 * Every step edits one real part of the web app's configuration (shared/schemas/webapps.ts); a content step edits
 * the section of one linked content kind. Parts a template does not show keep their defaults (`defaultWebappConfig`).
 * The publication (publish, republish, roll back) lives on the preview step.
 */
export const WEBAPP_TEMPLATES = ['eventSite', 'conference', 'tradeShow', 'congress', 'hybrid'] as const;
export type WebappTemplate = (typeof WEBAPP_TEMPLATES)[number];
export const DEFAULT_WEBAPP_TEMPLATE: WebappTemplate = 'conference';

/**
 * Kinds whose content a web app can show, each in its own section (and content step): those the registry gives a site
 * section (shared/kinds.ts). A linked web app is a menu entry, not a section.
 */
export type ContentKind = { [K in ApplicationKind]: KindTraitsOf<K>['site'] extends null ? never : K }[ApplicationKind];
export const CONTENT_KINDS: readonly ContentKind[] = APPLICATION_KINDS.filter((kind): kind is ContentKind => siteSectionOf(kind) !== null);
export const isContentKind = (value: unknown): value is ContentKind =>
  typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
const sectionOf = (kind: ContentKind): SiteSection => siteSectionOf(kind) as SiteSection;
/** The layouts a content kind's section offers, its default first. */
export const layoutsFor = (kind: ContentKind): readonly SectionLayout[] => sectionOf(kind).layouts;
/** What a content kind's section shows: records, editorial pages, or the live participant page. */
export const sectionShows = (kind: ContentKind): SiteSection['shows'] => sectionOf(kind).shows;

/** Parts of the configuration that have a step of their own (besides the content steps). */
export const PART_STEPS = ['main', 'identity', 'home', 'navigation', 'practical', 'languages', 'seo', 'legal', 'preview'] as const;
export type PartStep = (typeof PART_STEPS)[number];
export type WebappStep = PartStep | ContentKind;
export const isWebappStep = (value: unknown): value is WebappStep =>
  typeof value === 'string' && ((PART_STEPS as readonly string[]).includes(value) || isContentKind(value));

export const TEMPLATE_STEPS: Readonly<Record<WebappTemplate, readonly WebappStep[]>> = {
  // A one-page event: who speaks, where and when.
  eventSite: ['main', 'identity', 'home', 'speakers', 'practical', 'preview'],
  // A conference: speakers, sponsors, editorial pages and search engines.
  conference: ['main', 'identity', 'home', 'navigation', 'speakers', 'sponsor', 'cms', 'seo', 'preview'],
  // A trade show: the exhibitors' catalogue, sponsors, visitor information, several languages.
  tradeShow: ['main', 'identity', 'home', 'catalogue', 'sponsor', 'practical', 'languages', 'preview'],
  // A congress: programme, speakers, attendees' directory, sponsors, pages, everything an association publishes.
  congress: [
    'main',
    'identity',
    'home',
    'navigation',
    'speakers',
    'catalogue',
    'users',
    'sponsor',
    'cms',
    'practical',
    'languages',
    'seo',
    'legal',
    'preview',
  ],
  // A hybrid event: on site and online, with the live modules and the replays.
  hybrid: [
    'main',
    'identity',
    'home',
    'navigation',
    'speakers',
    'modules',
    'replay',
    'sponsor',
    'cms',
    'practical',
    'languages',
    'seo',
    'legal',
    'preview',
  ],
};

/** The content kinds a template has steps for, in step order. */
export function templateContentKinds(template: WebappTemplate): ContentKind[] {
  return TEMPLATE_STEPS[template].filter(isContentKind);
}
