/** @jsxImportSource preact */
import { safeLink } from '../../../shared/links';
import { sectionShows } from '../../../shared/webapp-templates';
import type { MessageDescriptor } from '../live/i18n';
import { Context, NotFound, type SiteContext, targetHref, useSite } from './context';
import { languageName } from './format';
import { messages as m } from './messages';
import { inLanguage, type LegalKind, LEGAL_KINDS } from './path';
import { CmsPage } from './editorial-pages';
import { HomePage, LegalPage, PracticalPage, SectionPage } from './pages';
import { RecordPage } from './record-page';

const legalTitle: Record<LegalKind, MessageDescriptor> = { notice: m.notice, privacy: m.privacy, terms: m.terms };

function menuOf(ctx: SiteContext): { href: string; label: string; current: boolean }[] {
  const { site, t, route, lang } = ctx;
  const here = ctx.href(route);
  const items = site.navigation.length
    ? site.navigation.map((item) => ({ href: targetHref(item.target, ctx, item.href), label: item.label }))
    : [
        { href: ctx.href({ page: 'home', lang }), label: t(m.home) },
        ...site.sections.map((section) => ({ href: ctx.href({ page: 'section', lang, kind: section.kind }), label: section.title })),
        ...(site.practical ? [{ href: ctx.href({ page: 'practical', lang }), label: t(m.practical) }] : []),
      ];
  return items
    .filter((item): item is { href: string; label: string } => item.href !== undefined && item.label !== '')
    .map((item) => ({ ...item, current: item.href === here }));
}

function Header() {
  const ctx = useSite();
  const { site, t, lang, route, href } = ctx;
  const menu = menuOf(ctx);
  const logo = safeLink(site.identity.logoUrl, ['https:']);
  return (
    <header class="site-header">
      <div class="site-bar">
        <a class="site-brand" href={href({ page: 'home', lang })}>
          {logo ? <img class="site-logo" src={logo} alt="" width={40} height={40} /> : null}
          <span>{site.identity.name}</span>
        </a>
        {site.languages.length > 1 ? (
          <nav class="site-languages" aria-label={t(m.language)}>
            <ul>
              {site.languages.map((other) => (
                <li key={other}>
                  <a href={href(inLanguage(route, other))} hrefLang={other} lang={other} aria-current={other === lang ? 'page' : undefined}>
                    {languageName(other)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {menu.length ? (
        <nav class="site-menu" aria-label={t(m.menu)}>
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function Footer() {
  const { site, t, lang, href } = useSite();
  const legal = LEGAL_KINDS.filter((kind) => site.legal[kind]);
  return (
    <footer class="site-footer">
      {legal.length ? (
        <nav aria-label={t(m.legal)}>
          <ul>
            {legal.map((kind) => (
              <li key={kind}>
                <a href={href({ page: 'legal', lang, legal: kind })}>{t(legalTitle[kind])}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>{site.identity.name}</p>
    </footer>
  );
}

function Page() {
  const { route, site } = useSite();
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'section': {
      const section = site.sections.find((candidate) => candidate.kind === route.kind);
      return section ? <SectionPage key={`${route.kind}`} section={section} /> : <NotFound />;
    }
    case 'record': {
      const section = site.sections.find((candidate) => candidate.kind === route.kind);
      // Only a section of records has a page per record (editorial pages have theirs at their slug).
      return section && sectionShows(route.kind) === 'records' ? <RecordPage section={section} recordId={route.recordId} /> : <NotFound />;
    }
    case 'cmsPage':
      return site.sections.some((section) => sectionShows(section.kind) === 'pages') ? <CmsPage slug={route.slug} /> : <NotFound />;
    case 'practical':
      return site.practical ? <PracticalPage /> : <NotFound />;
    case 'legal':
      return site.legal[route.legal] ? <LegalPage kind={route.legal} title={legalTitle[route.legal]} /> : <NotFound />;
    default:
      return <NotFound />;
  }
}

/** The site around its page: skip link, header, main, footer. */
export function SiteFrame(props: { readonly context: SiteContext }) {
  const { context } = props;
  const { t } = context;
  return (
    <Context.Provider value={context}>
      <a class="site-skip" href="#site-main">
        {t(m.skip)}
      </a>
      <Header />
      <main id="site-main" class="site-main" tabIndex={-1}>
        <Page />
      </main>
      <Footer />
    </Context.Provider>
  );
}
