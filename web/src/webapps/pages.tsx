/** @jsxImportSource preact */
import { safeLink, telLink } from '../../../shared/links';
import type { PublicSection } from '../../../shared/webapp-public';
import { sectionShows } from '../../../shared/webapp-templates';
import type { MessageDescriptor } from '../live/i18n';
import { Heading, NotFound, Paragraphs, targetHref, useHead, useSite } from './context';
import { CmsList } from './editorial-pages';
import { formatDates } from './format';
import { ModulesPage } from './live-section';
import { messages as m } from './messages';
import type { LegalKind } from './path';
import { RecordList } from './record-list';

/**
 * The site's pages besides a section's content: the home, the section's page (by what its kind's section shows:
 * shared/kinds.ts), practical information, legal notices. Records: record-list.tsx and record-page.tsx; editorial
 * pages: editorial-pages.tsx; the live participant page: live-section.tsx.
 */

export function HomePage() {
  const ctx = useSite();
  const { site, t, lang, href } = ctx;
  const { home } = site;
  useHead('', site.seo.description || home.heroText.slice(0, 160));
  const dates = formatDates(home.startDate, home.endDate, lang);
  const cta = home.ctaLabel ? targetHref(home.ctaTarget, ctx) : undefined;
  const heroImage = safeLink(home.heroImageUrl, ['https:']);
  return (
    <>
      <section class="site-hero">
        {heroImage ? <img class="site-hero-image" src={heroImage} alt="" fetchpriority="high" /> : null}
        <Heading>{home.heroTitle || site.identity.name}</Heading>
        {home.heroText ? <Paragraphs text={home.heroText} /> : null}
        {dates || home.place ? (
          <dl class="site-facts">
            {dates ? (
              <div>
                <dt>{t(m.dates)}</dt>
                <dd>{dates}</dd>
              </div>
            ) : null}
            {home.place ? (
              <div>
                <dt>{t(m.place)}</dt>
                <dd>{home.place}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {cta ? (
          <p>
            <a class="site-button" href={cta}>
              {home.ctaLabel}
            </a>
          </p>
        ) : null}
      </section>
      {site.sections.length ? (
        <ul class="site-blocks">
          {site.sections.map((section) => (
            <li key={section.kind}>
              <h2>
                <a href={href({ page: 'section', lang, kind: section.kind })}>{section.title}</a>
              </h2>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A section's page: records (search, filters, groups, "more"), the editorial pages, or the live participant page. */
export function SectionPage({ section }: { readonly section: PublicSection }) {
  const shows = sectionShows(section.kind);
  if (shows === 'pages') return <CmsList section={section} />;
  if (shows === 'live') return <ModulesPage section={section} />;
  return <RecordList section={section} />;
}

export function PracticalPage() {
  const { site, t } = useSite();
  useHead(t(m.practical));
  const practical = site.practical;
  if (!practical) return <NotFound />;
  const map = safeLink(practical.mapUrl, ['https:']);
  const mail = safeLink(`mailto:${practical.contactEmail}`, ['mailto:']);
  const phone = telLink(practical.contactPhone);
  const parts: [MessageDescriptor, string][] = [
    [m.address, practical.address],
    [m.access, practical.access],
    [m.hours, practical.hours],
  ];
  return (
    <>
      <Heading>{t(m.practical)}</Heading>
      {parts.map(([label, text]) =>
        text ? (
          <section key={label.id} class="site-part">
            <h2>{t(label)}</h2>
            <Paragraphs text={text} />
          </section>
        ) : null,
      )}
      {map ? (
        <p>
          <a href={map} rel="noopener" target="_blank">
            {t(m.map)} <span class="site-hidden">{t(m.external)}</span>
          </a>
        </p>
      ) : null}
      {practical.contactEmail || practical.contactPhone ? (
        <section class="site-part">
          <h2>{t(m.contact)}</h2>
          <ul class="site-contact">
            {practical.contactEmail ? <li>{mail ? <a href={mail}>{practical.contactEmail}</a> : practical.contactEmail}</li> : null}
            {practical.contactPhone ? <li>{phone ? <a href={phone}>{practical.contactPhone}</a> : practical.contactPhone}</li> : null}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function LegalPage({ kind, title }: { readonly kind: LegalKind; readonly title: MessageDescriptor }) {
  const { site, t } = useSite();
  useHead(t(title));
  return (
    <article class="site-record">
      <Heading>{t(title)}</Heading>
      <Paragraphs text={site.legal[kind]} />
    </article>
  );
}
