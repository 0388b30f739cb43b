/** @jsxImportSource preact */
import type { PublicSection } from '../../../shared/webapp-public';
import { Heading, NotFound, Status, useHead, useLoad, useSite } from './context';
import { messages as m } from './messages';
import { recordImage, recordTitle, Value } from './values';

/** A record's own page: every public field in the form's order, with its label. */
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
