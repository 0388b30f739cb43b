import type { FormConfig, FormField } from '../../shared/schemas/builder';
import type { WebappConfig } from '../../shared/schemas/webapps';
import { isPublicField, linkedOfKind, sectionElement, shownContentKinds } from '../../shared/webapp-steps';
import { type ContentKind, isContentKind, sectionShows } from '../../shared/webapp-templates';
import { type AnswerDeps, linkable, type SiteContext, type StoredApp, type StoredRecordLike } from './site-context';

/**
 * The sections a site shows, and what of them it may show (the rules of functions/webapps/public-read.ts): only
 * sections of the template's content kinds that are enabled, whose application is linked, of that kind and still in
 * the project; only fields public now (`isPublicField`: never `___email`); the records of a `pages` section only once
 * published.
 */

/** A section the site shows: its kind, its configuration, its application and (unless live) the element it lists. */
export interface Shown {
  readonly kind: ContentKind;
  readonly section: WebappConfig['sections'][ContentKind];
  readonly app: StoredApp;
  readonly element?: StoredApp['elements'][number];
}

export function shownSection(ctx: SiteContext, kind: string): Shown | undefined {
  if (!isContentKind(kind) || !shownContentKinds(ctx.config).includes(kind)) return undefined;
  const section = ctx.config.sections[kind];
  const candidates = linkedOfKind(ctx.config, { languages: ctx.languages, applications: [...ctx.apps.values()].map(linkable) }, kind);
  const chosen = candidates.find((app) => app.id === section.applicationId);
  const app = chosen && ctx.apps.get(chosen.id);
  if (!chosen || !app) return undefined;
  if (sectionShows(kind) === 'live') return { kind, section, app };
  const elementKey = sectionElement(section, chosen)?.key;
  const element = app.elements.find((candidate) => candidate.key === elementKey);
  return element ? { kind, section, app, element } : undefined;
}

/** The shown section of a kind whose records are the site's editorial pages (`/pages/{slug}`), if any. */
export function pagesSection(ctx: SiteContext): Shown | undefined {
  const kind = shownContentKinds(ctx.config).find((candidate) => sectionShows(candidate) === 'pages');
  return kind ? shownSection(ctx, kind) : undefined;
}

/** A section that lists records (its element's): not a live one. */
export const listsRecords = (shown: Shown): boolean => sectionShows(shown.kind) !== 'live';

export function publicFields(form: FormConfig): FormField[] {
  return form.fields.filter(isPublicField);
}

/** The section's card fields that are public now, in order. */
export function cardFields(shown: Shown): FormField[] {
  const fields = new Map(publicFields(shown.element!.form).map((field) => [field.key, field]));
  return shown.section.fields.flatMap((key) => (fields.get(key) ? [fields.get(key)!] : []));
}

export function publicField(shown: Shown, key: string): FormField | undefined {
  return key ? publicFields(shown.element!.form).find((field) => field.key === key) : undefined;
}

/** A record of a `pages` section is shown only once published. */
function visible(shown: Shown, record: StoredRecordLike): boolean {
  return sectionShows(shown.kind) !== 'pages' || record.values.status === 'published';
}

/** The records of the section's element that the site may show. */
export async function shownRecords(deps: Pick<AnswerDeps, 'recordsOf'>, shown: Shown): Promise<StoredRecordLike[]> {
  return (await deps.recordsOf(shown.app.applicationId, shown.element!.key)).filter((record) => visible(shown, record));
}
