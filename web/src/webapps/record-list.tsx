/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PublicRecord, PublicSection } from '../../../shared/webapp-public';
import { Heading, Status, useHead, useLoad, useSite } from './context';
import { messages as m } from './messages';
import type { ListQuery } from './source';
import { fileHref, recordImage, recordTitle, valueText } from './values';

/** A section's records: search, filters, groups in the order of the group field's options, cards, "more". */

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

export function RecordList({ section }: { readonly section: PublicSection }) {
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
