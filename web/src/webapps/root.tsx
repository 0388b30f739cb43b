/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Language } from '../../../shared/constants';
import type { PublicSite } from '../../../shared/webapp-public';
import type { WebappConfig } from '../../../shared/schemas/webapps';
import { createTranslator } from '../live/i18n';
import { SiteFrame } from './app';
import type { SiteContext } from './context';
import { messages as m } from './messages';
import { inLanguage, parseRoute, routePath, type SiteLocation, type SiteRoute } from './path';
import { SiteError, type SiteSource } from './source';
import { applyTheme } from './theme';

type Catalogue = Readonly<Record<string, unknown>>;

export interface SiteAppProps {
  readonly location: SiteLocation;
  readonly source: SiteSource;
  readonly catalogues: { readonly fr: Catalogue; readonly en: Catalogue };
  /** Preview only: subscribes to the wizard's configurations (returns the unsubscribe). */
  readonly preview?: (onConfig: (config: WebappConfig, lang: Language) => void) => () => void;
  /** Preview only: the configuration `source` reads, set before each re-render. */
  readonly previewConfig?: { current: WebappConfig | undefined };
  readonly win?: Window;
}

/** The site's chrome texts: French, else English (the other project languages read English). */
export function translatorFor(lang: Language, catalogues: SiteAppProps['catalogues']) {
  return createTranslator(lang, lang === 'fr' ? catalogues.fr : catalogues.en);
}

const languageOf = (route: SiteRoute): Language | undefined => (route.page === 'root' ? undefined : route.lang);

type SiteState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: SiteError }
  | { readonly status: 'ok'; readonly site: PublicSite };

type Focus = { pending: boolean };

/**
 * The page's path under the base, and navigation that keeps the address bar in step: links stay real `<a href>`; a
 * plain click on one of the site's own pages navigates without a reload; back and forward follow.
 */
function useSitePath(base: string, initial: string, win: Window, focus: Focus) {
  const [path, setPath] = useState(initial);
  const navigate = (to: string, replace = false) => {
    if (replace) win.history.replaceState(null, '', base + to);
    else {
      win.history.pushState(null, '', base + to);
      focus.pending = true;
      win.scrollTo?.(0, 0);
    }
    setPath(to);
  };
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, win.location.href);
      if (url.origin !== win.location.origin || url.hash) return;
      if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return;
      const rest = url.pathname.slice(base.length) || '/';
      // Paths the site does not serve (the participant page under the site's own host name) load for real.
      if (parseRoute(rest).page === 'notFound') return;
      event.preventDefault();
      if (rest + url.search !== win.location.pathname.slice(base.length) + win.location.search) navigateRef.current(rest + url.search);
    };
    const onPop = () => {
      focus.pending = true;
      setPath(win.location.pathname.slice(base.length) || '/');
    };
    win.document.addEventListener('click', onClick);
    win.addEventListener('popstate', onPop);
    return () => {
      win.document.removeEventListener('click', onClick);
      win.removeEventListener('popstate', onPop);
    };
  }, [base, win, focus]);

  return { path, navigate, navigateRef };
}

/**
 * The preview follows the wizard: each configuration re-reads the current page (`version`); a new language from the
 * wizard shows it. `waiting` until the first configuration.
 */
function useWizardConfigs(props: SiteAppProps, route: SiteRoute, navigateRef: { current: (to: string, replace?: boolean) => void }) {
  const [version, setVersion] = useState(0);
  const [waiting, setWaiting] = useState(props.preview !== undefined && !props.previewConfig?.current);
  const routeRef = useRef(route);
  routeRef.current = route;
  useEffect(() => {
    if (!props.preview) return;
    let lastLang: Language | undefined;
    return props.preview((config, lang) => {
      if (props.previewConfig) props.previewConfig.current = config;
      setWaiting(false);
      setVersion((n) => n + 1);
      if (lang !== lastLang) {
        lastLang = lang;
        const current = routeRef.current;
        if (languageOf(current) !== lang) navigateRef.current(routePath(inLanguage(current, lang)), true);
      }
    });
  }, [props.preview, props.previewConfig, navigateRef]);
  return { version, waiting };
}

/** The site in the page's language (the previous one stays on screen meanwhile); `retry` reads it again. */
function useSiteRead(source: SiteSource, wanted: Language | undefined, version: number, waiting: boolean) {
  const [state, setState] = useState<SiteState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries.
  useEffect(() => {
    if (waiting) return;
    let current = true;
    source.site(wanted).then(
      (site) => {
        if (current) setState({ status: 'ok', site });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error: error instanceof SiteError ? error : new SiteError(0) });
      },
    );
    return () => {
      current = false;
    };
  }, [source, wanted, version, waiting, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** Before the site: waiting for the wizard, loading, or a site that is not online. */
function BeforeSite(props: { state: SiteState; waiting: boolean; t: SiteContext['t']; lang: Language; win: Window; retry: () => void }) {
  const { state, waiting, t, lang, win, retry } = props;
  let body: ComponentChildren;
  if (waiting) body = <p role="status">{t(m.previewWaiting)}</p>;
  else if (state.status === 'error' && state.error.status === 404) {
    win.document.title = t(m.offlineTitle);
    body = (
      <>
        <h1>{t(m.offlineTitle)}</h1>
        <p role="status">{t(m.offlineText)}</p>
      </>
    );
  } else if (state.status === 'error')
    body = (
      <div role="status">
        <p>{t(state.error.status === 429 ? m.tooMany : m.loadFailed)}</p>
        <button type="button" class="site-button" onClick={retry}>
          {t(m.retry)}
        </button>
      </div>
    );
  else body = <p role="status">{t(m.loading)}</p>;
  return (
    <main id="site-main" class="site-main" lang={lang}>
      {body}
    </main>
  );
}

/** The whole site: reads the site for the page's language, routes client-side, follows the wizard in a preview. */
export function SiteApp(props: SiteAppProps) {
  const { location, source, catalogues } = props;
  const win = props.win ?? window;
  const base = location.base;
  const focus = useRef<Focus>({ pending: false }).current;
  const { path, navigate, navigateRef } = useSitePath(base, location.rest, win, focus);
  const route = parseRoute(path);
  const wanted = languageOf(route);
  const { version, waiting } = useWizardConfigs(props, route, navigateRef);
  const { state, retry } = useSiteRead(source, wanted, version, waiting);

  const site = state.status === 'ok' ? state.site : undefined;
  // `/` opens the default language; a language the site does not speak shows the same page in its default one.
  useEffect(() => {
    if (!site) return;
    if (route.page === 'root') navigate(routePath({ page: 'home', lang: site.defaultLanguage }), true);
    else if (wanted && !site.languages.includes(wanted)) navigate(routePath(inLanguage(route, site.defaultLanguage)), true);
  });
  useEffect(() => {
    if (site) applyTheme(win.document.documentElement, site.theme, site.identity.accentColor);
  }, [site, win]);

  const lang: Language = site?.lang ?? wanted ?? 'fr';
  const t = useMemo(() => translatorFor(lang, catalogues), [lang, catalogues]);
  useEffect(() => {
    win.document.documentElement.lang = lang;
  }, [lang, win]);
  const context = useMemo<SiteContext | undefined>(
    () =>
      site
        ? {
            site,
            lang: site.lang,
            route,
            base,
            origin: win.location.origin,
            source,
            t,
            version,
            href: (target) => base + routePath(target),
            focus,
          }
        : undefined,
    [site, route, base, win, source, t, version, focus],
  );

  if (context && site && (wanted === site.lang || route.page === 'notFound')) return <SiteFrame context={context} />;
  return <BeforeSite state={state} waiting={waiting} t={t} lang={lang} win={win} retry={retry} />;
}
