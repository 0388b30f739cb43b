/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { safeLink, telLink } from '../../../shared/links';
import type { PublicRecord, PublicSection } from '../../../shared/schemas/webapps';
import type { MessageDescriptor } from '../live/i18n';
import { Heading, NotFound, Paragraphs, Status, targetHref, useHead, useLoad, useSite } from './context';
import { formatDate, formatDates } from './format';
import { messages as m } from './messages';
import type { LegalKind } from './path';
import type { ListQuery } from './source';
import { fileHref, recordImage, recordTitle, Value, valueText } from './values';

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

/** A section's page: records (search, filters, groups, "more"), the CMS pages, or the live modules. */
export function SectionPage({ section }: { readonly section: PublicSection }) {
  if (section.kind === 'cms') return <CmsList section={section} />;
  if (section.kind === 'modules') return <ModulesPage section={section} />;
  return <RecordList section={section} />;
}

function CmsList({ section }: { readonly section: PublicSection }) {
  const { site, t, lang, href } = useSite();
  useHead(section.title);
  return (
    <>
      <Heading>{section.title}</Heading>
      {site.pages.length ? (
        <ul class={`site-list site-list--${section.layout}`}>
          {site.pages.map((page) => (
            <li key={page.slug} class="site-card">
              <h2 class="site-card-title">
                <a href={href({ page: 'cmsPage', lang, slug: page.slug })}>{page.title}</a>
              </h2>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{t(m.noPages)}</p>
      )}
    </>
  );
}

function ModulesPage({ section }: { readonly section: PublicSection }) {
  const { t, base } = useSite();
  useHead(section.title);
  // Under its own host name (no base) the site cannot frame the participant page: its API and socket answer the
  // product's origin only. It links to the page there.
  const ownHost = base === '';
  const path = ownHost ? section.liveUrl : section.livePath;
  return (
    <>
      <Heading>{section.title}</Heading>
      {!path ? null : section.layout === 'embed' && !ownHost ? (
        <iframe class="site-live" src={path} title={t(m.modulesFrame, { section: section.title })} />
      ) : (
        <p>
          <a class="site-button" href={path}>
            {t(m.modulesOpen)}
          </a>
        </p>
      )}
    </>
  );
}

interface ListState {
  readonly items: readonly PublicRecord[];
  readonly cursor?: string;
}

function Card({ record, section, level }: { readonly record: PublicRecord; readonly section: PublicSection; readonly level: 2 | 3 }) {
  const { t, lang, href } = useSite();
  const title = recordTitle(record, section);
  const image = recordImage(
    record,
    section.fields.map((field) => field.key),
  );
  const imageSrc = fileHref(image?.previewUrl ?? image?.url);
  const Title = level === 2 ? 'h2' : 'h3';
  const details = section.fields
    .filter((field) => !title?.keys.includes(field.key) && field.key !== section.groupBy?.key)
    .map((field) => ({ key: field.key, label: field.label, text: valueText(record.values[field.key], lang, t) }))
    .filter((detail) => detail.text !== '' && !/^https?:\/\//i.test(detail.text));
  return (
    <li class="site-card" data-record={record.id}>
      {imageSrc ? <img class="site-card-image" src={imageSrc} alt="" loading="lazy" decoding="async" /> : null}
      <Title class="site-card-title">
        <a href={href({ page: 'record', lang, kind: section.kind, recordId: record.id })}>{title?.text ?? record.id}</a>
      </Title>
      {details.length ? (
        <dl class="site-card-details">
          {details.map((detail) => (
            <div key={detail.key}>
              <dt>{detail.label}</dt>
              <dd>{detail.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** Records by the section's group field (sponsor levels), in the order of its options; the rest last. */
function groups(items: readonly PublicRecord[], section: PublicSection, other: string) {
  const groupBy = section.groupBy;
  if (!groupBy) return [{ key: '', label: '', items }];
  const byValue = new Map<string, PublicRecord[]>();
  for (const record of items) {
    const value = record.values[groupBy.key];
    const first = value?.type === 'choices' ? (value.values[0] ?? '') : '';
    const key = groupBy.options.some((option) => option.value === first) ? first : '';
    byValue.set(key, [...(byValue.get(key) ?? []), record]);
  }
  return [...groupBy.options, { value: '', label: other }]
    .filter((option) => byValue.has(option.value))
    .map((option) => ({ key: option.value || '-', label: option.label, items: byValue.get(option.value) ?? [] }));
}

function RecordList({ section }: { readonly section: PublicSection }) {
  const { t, lang, source, version } = useSite();
  useHead(section.title);
  const [query, setQuery] = useState<ListQuery>({ q: '', filters: {} });
  const [typed, setTyped] = useState('');
  const [more, setMore] = useState<{ items: readonly PublicRecord[]; cursor?: string; loading: boolean; failed: boolean } | null>(null);
  const first = useLoad<ListState>(
    () => {
      setMore(null);
      return source.records(section.kind, lang, query);
    },
    [section.kind, lang, query],
    version,
  );

  const items = first.status === 'ok' ? [...first.data.items, ...(more?.items ?? [])] : [];
  const cursor = more ? more.cursor : first.status === 'ok' ? first.data.cursor : undefined;
  // After "more", the focus goes to the first new record (the button may be gone).
  const focusRecord = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = focusRecord.current;
    const link = id ? document.querySelector<HTMLElement>(`[data-record="${CSS.escape(id)}"] a`) : null;
    if (!link) return;
    focusRecord.current = undefined;
    link.focus();
  });
  const loadMore = async () => {
    if (!cursor) return;
    setMore({ items: more?.items ?? [], cursor, loading: true, failed: false });
    try {
      const page = await source.records(section.kind, lang, { ...query, cursor });
      setMore({ items: [...(more?.items ?? []), ...page.items], cursor: page.cursor, loading: false, failed: false });
      focusRecord.current = page.items[0]?.id;
    } catch {
      setMore({ items: more?.items ?? [], cursor, loading: false, failed: true });
    }
  };
  const grouped = groups(items, section, t(m.otherGroup));
  const searchId = `site-search-${section.kind}`;
  return (
    <>
      <Heading>{section.title}</Heading>
      <form
        class="site-search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...query, q: typed.trim() });
        }}
      >
        <div class="site-field">
          <label for={searchId}>{t(m.searchLabel, { section: section.title })}</label>
          <input id={searchId} type="search" value={typed} maxLength={100} onInput={(event) => setTyped(event.currentTarget.value)} />
        </div>
        <button type="submit" class="site-button">
          {t(m.search)}
        </button>
      </form>
      {section.filters.length ? (
        <fieldset class="site-filters">
          <legend>{t(m.filters)}</legend>
          {section.filters.map((filter) => {
            const id = `site-filter-${filter.key}`;
            return (
              <div class="site-field" key={filter.key}>
                <label for={id}>{filter.label}</label>
                <select
                  id={id}
                  value={query.filters[filter.key] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    const filters = { ...query.filters };
                    if (value) filters[filter.key] = value;
                    else delete filters[filter.key];
                    setQuery({ ...query, filters });
                  }}
                >
                  <option value="">{t(m.filterAll)}</option>
                  {filter.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {filter.type === 'yesno' ? t(option.value === 'true' ? m.yes : m.no) : option.label}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {first.status === 'ok' ? (
        <p role="status" class="site-count">
          {items.length === 0 ? t(m.empty) : cursor ? '' : items.length === 1 ? t(m.countOne) : t(m.countMany, { count: items.length })}
        </p>
      ) : (
        <Status state={first} />
      )}
      {grouped.map((group) =>
        group.items.length ? (
          <section key={group.key} class="site-group" aria-label={group.label || undefined}>
            {group.label ? <h2>{group.label}</h2> : null}
            <ul class={`site-list site-list--${section.layout}`}>
              {group.items.map((record) => (
                <Card key={record.id} record={record} section={section} level={group.label ? 3 : 2} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {more?.failed ? (
        <p role="status" class="site-status site-status--error">
          {t(m.loadFailed)}
        </p>
      ) : null}
      {cursor ? (
        <p>
          <button type="button" class="site-button" onClick={loadMore} disabled={more?.loading}>
            {more?.loading ? t(m.loading) : t(m.more)}
          </button>
        </p>
      ) : null}
    </>
  );
}

export function RecordPage({ section, recordId }: { readonly section: PublicSection; readonly recordId: string }) {
  const { t, lang, source, version, href } = useSite();
  const state = useLoad(() => source.record(section.kind, recordId, lang), [section.kind, recordId, lang], version);
  const record = state.status === 'ok' ? state.data : undefined;
  const title = record ? (recordTitle(record, section)?.text ?? section.title) : section.title;
  const image = record ? recordImage(record, Object.keys(record.values)) : undefined;
  useHead(title, undefined, image?.previewUrl ?? image?.url);
  const back = (
    <p class="site-back">
      <a href={href({ page: 'section', lang, kind: section.kind })}>{t(m.back, { section: section.title })}</a>
    </p>
  );
  if (!record)
    return state.status === 'error' && state.error.status === 404 ? (
      <NotFound />
    ) : (
      <>
        {back}
        <Status state={state} />
      </>
    );
  const titleKeys = recordTitle(record, section)?.keys ?? [];
  // The record's own answer names every public field in the form's order; the section's lists name their cards'.
  const named = record.fields ?? [...section.fields, ...section.filters];
  const labels = new Map(named.map((field) => [field.key, field.label]));
  const keys = [...new Set([...named.map((field) => field.key), ...Object.keys(record.values)])].filter(
    (key) => !titleKeys.includes(key) && record.values[key] !== undefined,
  );
  return (
    <article class="site-record">
      {back}
      <Heading>{title}</Heading>
      <dl class="site-values">
        {keys.map((key) => (
          <div key={key}>
            {labels.get(key) ? <dt>{labels.get(key)}</dt> : null}
            <dd>
              <Value value={record.values[key]!} lang={lang} t={t} title={title} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export function CmsPage({ slug }: { readonly slug: string }) {
  const { t, lang, source, version } = useSite();
  const state = useLoad(() => source.page(slug, lang), [slug, lang], version);
  const page = state.status === 'ok' ? state.data : undefined;
  useHead(page?.title ?? '', page?.seoDescription);
  if (!page) return <Status state={state} />;
  return (
    <article class="site-record">
      <Heading>{page.title}</Heading>
      {page.publishedAt ? <p class="site-meta">{t(m.publishedOn, { date: formatDate(page.publishedAt, lang) })}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized the page's HTML. */}
      <div class="site-html" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
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
