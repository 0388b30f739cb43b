import type { Language } from '../../../shared/constants';
import type { PreviewMessage, WebappConfig } from '../../../shared/schemas/webapps';
import type { PublicPage, PublicRecord, PublicRecordPage, PublicSite } from '../../../shared/webapp-public';
import { type ContentKind, sectionShows } from '../../../shared/webapp-templates';
import type { SiteLocation, SiteRoute } from './path';

/** A list's query: search text, cursor of the next page, filter values by field. */
export interface ListQuery {
  readonly q: string;
  readonly cursor?: string;
  readonly filters: Readonly<Record<string, string>>;
}

/** Everything the site reads: the public read API, or the wizard's preview route with the unsaved configuration. */
export interface SiteSource {
  /** `lang` undefined (or not the site's): the site's default language. */
  site(lang: Language | undefined): Promise<PublicSite>;
  records(kind: ContentKind, lang: Language, query: ListQuery): Promise<PublicRecordPage>;
  record(kind: ContentKind, recordId: string, lang: Language): Promise<PublicRecord>;
  page(slug: string, lang: Language): Promise<PublicPage>;
}

/** A failed read: the HTTP status (0 for the network). */
export class SiteError extends Error {
  constructor(readonly status: number) {
    super(`site read failed (${status})`);
  }
}

type Fetch = typeof fetch;

async function call<T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init?.headers } });
  } catch {
    throw new SiteError(0);
  }
  if (!response.ok) {
    // Drain the error's body: an unread body keeps the request open in the browser (the page never goes idle).
    await response.text().catch(() => undefined);
    throw new SiteError(response.status);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new SiteError(response.status || 0);
  }
}

const e = encodeURIComponent;

/** `GET /api/public/sites/{host}/…`: cacheable answers (max-age and ETag), no session. */
export function publicSource(host: string, fetcher: Fetch = (input, init) => fetch(input, init)): SiteSource {
  const root = `/api/public/sites/${e(host)}`;
  return {
    site: (lang) => call(fetcher, lang ? `${root}?lang=${lang}` : root),
    records: (kind, lang, query) => {
      const params = new URLSearchParams({ lang });
      if (query.q) params.set('q', query.q);
      if (query.cursor) params.set('cursor', query.cursor);
      for (const [field, value] of Object.entries(query.filters)) if (value) params.set(`f.${field}`, value);
      return call(fetcher, `${root}/sections/${kind}/records?${params}`);
    },
    record: (kind, recordId, lang) => call(fetcher, `${root}/sections/${kind}/records/${e(recordId)}?lang=${lang}`),
    page: (slug, lang) => call(fetcher, `${root}/pages/${e(slug)}?lang=${lang}`),
  };
}

/**
 * The wizard's preview: `POST /api/projects/{p}/applications/{a}/webapp/preview` with the configuration the wizard
 * last posted (session cookie, same origin). `config()` is read at each call.
 */
export function previewSource(
  projectId: string,
  applicationId: string,
  config: () => WebappConfig,
  fetcher: Fetch = (input, init) => fetch(input, init),
): SiteSource {
  const url = `/api/projects/${e(projectId)}/applications/${e(applicationId)}/webapp/preview`;
  const ask = <T>(lang: Language | undefined, request: Record<string, unknown>) => {
    const current = config();
    return call<T>(fetcher, url, {
      method: 'POST',
      cache: 'no-store',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ config: current, lang: lang ?? current.languages.default, request }),
    });
  };
  return {
    site: (lang) => ask(lang, { type: 'site' }),
    records: (kind, lang, query) =>
      ask(lang, { type: 'records', kind, q: query.q, filters: query.filters, ...(query.cursor ? { cursor: query.cursor } : {}) }),
    record: (kind, recordId, lang) => ask(lang, { type: 'record', kind, recordId }),
    page: (slug, lang) => ask(lang, { type: 'page', slug }),
  };
}

/**
 * The preview's side of the protocol with the wizard (same origin only): announces itself to `parent`, then calls
 * `onConfig` with each configuration the wizard sends (the first one and every change of the draft).
 */
export function listenToWizard(onConfig: (config: WebappConfig, lang: Language) => void, win: Window = window): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== win.location.origin) return;
    const data = event.data as PreviewMessage | undefined;
    if (data?.type === 'webapp-preview-config' && data.config) onConfig(data.config, data.lang);
  };
  win.addEventListener('message', listener);
  const ready: PreviewMessage = { type: 'webapp-preview-ready' };
  if (win.parent !== win) win.parent.postMessage(ready, win.location.origin);
  return () => win.removeEventListener('message', listener);
}

/** The source of a location: public by host, or the preview (whose configuration `config()` gives). */
export function sourceFor(location: SiteLocation, config: () => WebappConfig, fetcher?: Fetch): SiteSource {
  return location.mode === 'preview'
    ? previewSource(location.projectId, location.applicationId, config, fetcher)
    : publicSource(location.host, fetcher);
}

/**
 * Starts the first page's own read (a list's first page, a record, a CMS page) together with the site's, instead of
 * after it: one round trip less before the page's content shows. The first matching call takes that answer.
 */
export function withFirstRead(source: SiteSource, route: SiteRoute): SiteSource {
  const key = (...parts: unknown[]) => JSON.stringify(parts);
  let early: { readonly key: string; readonly answer: Promise<unknown> } | undefined;
  const start = (id: string, read: () => Promise<unknown>) => {
    const answer = read();
    answer.catch(() => undefined);
    early = { key: id, answer };
  };
  const initial: ListQuery = { q: '', filters: {} };
  if (route.page === 'section' && sectionShows(route.kind) === 'records')
    start(key('records', route.kind, route.lang, initial), () => source.records(route.kind, route.lang, initial));
  else if (route.page === 'record')
    start(key('record', route.kind, route.recordId, route.lang), () => source.record(route.kind, route.recordId, route.lang));
  else if (route.page === 'cmsPage') start(key('page', route.slug, route.lang), () => source.page(route.slug, route.lang));
  function take<T>(id: string, read: () => Promise<T>): Promise<T> {
    if (early?.key !== id) return read();
    const { answer } = early;
    early = undefined;
    return answer as Promise<T>;
  }
  return {
    site: (lang) => source.site(lang),
    records: (kind, lang, query) => take(key('records', kind, lang, query), () => source.records(kind, lang, query)),
    record: (kind, recordId, lang) => take(key('record', kind, recordId, lang), () => source.record(kind, recordId, lang)),
    page: (slug, lang) => take(key('page', slug, lang), () => source.page(slug, lang)),
  };
}
