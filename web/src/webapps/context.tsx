/** @jsxImportSource preact */
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Language } from '../../../shared/constants';
import { safeLink } from '../../../shared/links';
import type { PublicSite } from '../../../shared/webapp-public';
import type { ContentKind } from '../../../shared/webapp-templates';
import { paragraphs } from './format';
import { applyHead } from './head';
import type { MessageDescriptor, Values } from '../live/i18n';
import { messages as m } from './messages';
import { inLanguage, type SiteRoute } from './path';
import { SiteError, type SiteSource } from './source';

/** What every page of the site reads. */
export interface SiteContext {
  readonly site: PublicSite;
  readonly lang: Language;
  readonly route: SiteRoute;
  readonly base: string;
  readonly origin: string;
  readonly source: SiteSource;
  readonly t: (message: MessageDescriptor, values?: Values) => string;
  /** Bumped when the preview's configuration changes: pages read their content again. */
  readonly version: number;
  /** `base + path` (an href of the site). */
  readonly href: (route: SiteRoute) => string;
  /** Focus the page heading once it shows (set by a navigation, taken by the heading). */
  readonly focus: { pending: boolean };
}

export const Context = createContext<SiteContext | null>(null);

export function useSite(): SiteContext {
  const context = useContext(Context);
  if (!context) throw new Error('useSite outside the site');
  return context;
}

/** A page's read: loading, failed (with a retry), or its data. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: SiteError; readonly retry: () => void }
  | { readonly status: 'ok'; readonly data: T };

/**
 * Reads something for a page; reads again when `deps` change (loading meanwhile) or when `version` changes (the
 * preview's new configuration: the page stays on screen until the new answer replaces it); `retry()` after a failure.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], version: number): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(deps);
  const shown = useRef<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on (`key`).
  useEffect(() => {
    let current = true;
    if (shown.current !== key) setState({ status: 'loading' });
    load().then(
      (data) => {
        if (!current) return;
        shown.current = key;
        setState({ status: 'ok', data });
      },
      (error: unknown) => {
        if (!current) return;
        shown.current = undefined;
        setState({ status: 'error', error: error instanceof SiteError ? error : new SiteError(0), retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, version, attempt]);
  return state;
}

/** The page's `<h1>`, focused after a client-side navigation (screen readers announce the new page). */
export function Heading({ children }: { readonly children: ComponentChildren }) {
  const { focus } = useSite();
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (focus.pending && ref.current) {
      focus.pending = false;
      ref.current.focus();
    }
  });
  return (
    <h1 id="site-heading" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}

/** The head of the current page: its title, description and image over the site's SEO settings. */
export function useHead(title: string, description?: string, image?: string): void {
  const { site, lang, route, href, origin } = useSite();
  const siteName = site.seo.title || site.identity.name;
  const fullTitle = title && title !== siteName ? `${title} – ${siteName}` : siteName;
  useLayoutEffect(() => {
    applyHead({
      lang,
      title: fullTitle,
      description: description || site.seo.description,
      url: origin + href(route),
      image: image || site.seo.shareImageUrl || site.home.heroImageUrl,
      indexable: site.seo.indexable,
      siteName,
      alternates: site.languages.map((other) => ({ lang: other, url: origin + href(inLanguage(route, other)) })),
    });
  }, [fullTitle, description, image, lang, route, site, origin, href, siteName]);
}

/** Loading and failures, announced (`role="status"`), with a retry. */
export function Status({ state }: { readonly state: Loaded<unknown> }) {
  const { t } = useSite();
  if (state.status === 'ok') return null;
  if (state.status === 'loading')
    return (
      <p role="status" class="site-status">
        {t(m.loading)}
      </p>
    );
  if (state.error.status === 404) return <NotFound />;
  return (
    <div role="status" class="site-status site-status--error">
      <p>{t(state.error.status === 429 ? m.tooMany : m.loadFailed)}</p>
      <button type="button" class="site-button" onClick={state.retry}>
        {t(m.retry)}
      </button>
    </div>
  );
}

export function NotFound() {
  const { t, href, lang } = useSite();
  useHead(t(m.notFoundTitle));
  return (
    <>
      <Heading>{t(m.notFoundTitle)}</Heading>
      <p role="status">{t(m.notFoundText)}</p>
      <p>
        <a href={href({ page: 'home', lang })}>{t(m.notFoundHome)}</a>
      </p>
    </>
  );
}

/** Plain text as paragraphs (legal pages, practical information, hero text). */
export function Paragraphs({ text }: { readonly text: string }) {
  return (
    <>
      {paragraphs(text).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text.
        <p key={index} class="site-text">
          {part}
        </p>
      ))}
    </>
  );
}

/**
 * Where a menu target or the call to action leads (undefined: nowhere, e.g. a linked web app that is not live): a
 * page of the site, or an https address (shared/links.ts), never anything else the answer may hold.
 */
export function targetHref(target: string, ctx: Pick<SiteContext, 'href' | 'lang' | 'site'>, external?: string): string | undefined {
  const { href, lang, site } = ctx;
  if (target === 'home') return href({ page: 'home', lang });
  if (target === 'practical') return site.practical ? href({ page: 'practical', lang }) : undefined;
  if (target === 'legal') return site.legal.notice ? href({ page: 'legal', lang, legal: 'notice' }) : undefined;
  if (target.startsWith('section:')) {
    const kind = target.slice('section:'.length) as ContentKind;
    return site.sections.some((section) => section.kind === kind) ? href({ page: 'section', lang, kind }) : undefined;
  }
  if (target.startsWith('app:')) return safeLink(external, ['https:']);
  return target.startsWith('https://') ? safeLink(target, ['https:']) : undefined;
}
