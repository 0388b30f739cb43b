import type { Language } from '../../shared/constants';
import { isWebapp } from '../../shared/kinds';
import { isHost, type WebappConfig, withEverySection } from '../../shared/schemas/webapps';
import { readCache } from '../lib/cache/read-cache';
import { fileUrl, pageAnswer, recordAnswer, siteAnswer } from './public-answers';
import { recordsAnswer } from './public-lists';
import {
  type AnswerDeps,
  type FileTarget,
  type ListQuery,
  MAX_SECTION_RECORDS,
  type SiteContext,
  type StoredApp,
  type StoredRecordLike,
} from './site-context';

/**
 * The public read: what a published web app shows, built from its configuration and its linked applications' records.
 * One module for the public routes (`GET /api/public/sites/{host}/…`, the LIVE publication) and the wizard's preview
 * (`POST P/webapp/preview`, the posted draft): the same answers, so the preview shows what publishing would serve.
 *
 * The rules that keep private things private, applied at every read (an element's fields may have turned private
 * since the publication): only sections of the template's content kinds that are enabled, whose application is
 * linked, of that kind and still in the project; only fields public NOW (`isPublicField`: never `___email`); search
 * over the public card fields only; the records of a `pages` section (shared/kinds.ts) only when `status` is
 * `published`. Anything else is the same 404. Sections: functions/webapps/shown-sections.ts; values:
 * public-values.ts; lists: public-lists.ts; the other answers: public-answers.ts.
 */

/** The reader's ports (functions/webapps/deps.ts wires them; unit tests pass fakes). */
export interface PublicReadDeps extends Omit<AnswerDeps, 'recordsOf'> {
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
}

const RECORDS_PAGE = 200;
/** Elements whose records one instance keeps at a time (read cache). */
const DATASETS_KEPT = 40;
const MAX_PAGES = 10;

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
        if (!publication || !languages || !self || !isWebapp(self.kind)) return undefined;
        const config = withEverySection(publication.config);
        return contextFor({ ...guard, host, publication: live.number, config, languages, apps, files: 'route' });
      },
      () => true,
    );
  }

  /** A site context from a configuration (the live one, or a preview's), with its linked web apps' live hosts. */
  async function contextFor(site: Omit<SiteContext, 'apps' | 'webappHosts'> & { apps: readonly StoredApp[] }): Promise<SiteContext> {
    const apps = new Map(site.apps.filter((app) => app.applicationId !== site.applicationId).map((app) => [app.applicationId, app]));
    const linkedWebapps = site.config.main.links.filter((id) => {
      const app = apps.get(id);
      return app !== undefined && isWebapp(app.kind);
    });
    const hosts = await Promise.all(linkedWebapps.map(async (id) => [id, (await deps.live(id))?.host] as const));
    return {
      ...site,
      apps,
      webappHosts: new Map(hosts.filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string')),
    };
  }

  const answers: AnswerDeps = { ...deps, recordsOf };
  return {
    resolveHost,
    contextFor,
    recordsOf,
    site: (ctx: SiteContext, lang: string | undefined) => siteAnswer(answers, ctx, lang),
    records: (ctx: SiteContext, kind: string, query: ListQuery, now: Date) => recordsAnswer(answers, ctx, kind, query, now),
    record: (ctx: SiteContext, kind: string, recordId: string, lang: string | undefined, now: Date) =>
      recordAnswer(answers, ctx, kind, recordId, lang, now),
    page: (ctx: SiteContext, slug: string, lang: string | undefined) => pageAnswer(answers, ctx, slug, lang),
    fileUrl: (ctx: SiteContext, target: FileTarget, now: Date) => fileUrl(answers, ctx, target, now),
  };
}

export type PublicReader = ReturnType<typeof publicReader>;
