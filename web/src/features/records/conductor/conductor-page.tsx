/**
 * `…/{builderElement}/{objId}/conducteur` (docs/product.md, "Screens and routes"): a printable run sheet of one record,
 * for the people running the event. The project, the application, the element and the record's name; every field laid
 * out as the form (its 1 to 3 columns), labels in the UI language and values in a chosen project language: choices and
 * categories by name, images as their previews, HTML sanitised (components/ui/safe-html.tsx); the current version and
 * its date; blank lines for notes. "Imprimer" prints it on A4 (conductor.css: the shell, the navigation and the buttons
 * are hidden, a field is not split across pages).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '../../../../../shared/constants';
import { localizedText } from '../../../../../shared/localized-text';
import { fieldValue, type FileRef, type TextValue } from '../../../../../shared/record-values';
import type { FormField } from '../../../../../shared/schemas/builder';
import { FileList } from '../../../components/form-renderer/file-list';
import { fieldsByColumn } from '../../../components/form-renderer/form-renderer';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { SelectField } from '../../../components/ui/select-field';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { paths } from '../../../lib/projects/route-helpers';
import { useCategoryLists } from '../categories';
import { type FormatContext, formatInstant, valueText } from '../format';
import { type RecordScreenProps, recordRoute } from '../record-route';
import { recordName } from '../record-name';
import { recordLoader } from '../route-helpers';
import { conductorMessages as messages } from './messages';
import './conductor.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = recordLoader('conductor');

/** The sanitiser of HTML fields: its own chunk, fetched by the loader when the form has HTML fields. */
const SafeHtml = lazy(lazyWithReload(() => import('../../../components/ui/safe-html')));

/** A translatable text in `language` only (the sheet says "Non renseigné" rather than mix languages). */
const textIn = (value: TextValue, language: Language) => (typeof value === 'string' ? value : (value[language] ?? ''));

function FieldValue({
  field,
  raw,
  language,
  context,
}: {
  readonly field: FormField;
  readonly raw: unknown;
  readonly language: Language;
  readonly context: FormatContext;
}) {
  const intl = useIntl();
  const label = localizedText(field.label, context.intl.locale, context.languages) || field.key;
  const empty = <span className="conductor-empty">{intl.formatMessage(messages.empty)}</span>;
  const value = fieldValue(field, context.languages, raw);
  switch (field.type) {
    case 'html': {
      const html = textIn(value as TextValue, language);
      return html.trim() === '' ? (
        empty
      ) : (
        <Suspense fallback={null}>
          <SafeHtml html={html} lang={language} className="conductor-html" />
        </Suspense>
      );
    }
    case 'text':
    case 'textarea': {
      const text = textIn(value as TextValue, language);
      return text.trim() === '' ? empty : <p className="conductor-text">{text}</p>;
    }
    case 'characteristics':
    case 'questions': {
      const items = (value as readonly TextValue[]).map((item) => textIn(item, language)).filter((item) => item.trim() !== '');
      return items.length === 0 ? (
        empty
      ) : (
        <ul className="conductor-items">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    }
    case 'file':
    case 'gallery': {
      const files = value as readonly FileRef[];
      return files.length === 0 ? empty : <FileList files={files} gallery={field.type === 'gallery'} label={label} />;
    }
    default: {
      const text = valueText(field, raw, context);
      return text === '' ? empty : <p className="conductor-text">{text}</p>;
    }
  }
}

function Conductor({ screen, to, record }: RecordScreenProps) {
  const intl = useIntl();
  const id = useId();
  const { locale, languages, form, project, application, elementName } = screen;
  const [language, setLanguage] = useState<Language>(
    () => languages.find((candidate) => candidate === locale) ?? languages[0] ?? (locale as Language),
  );
  // Categories named in the chosen language (the screen's own lists are in the UI language).
  const categories = useCategoryLists(to, form.fields, application, language, languages);
  const context: FormatContext = { intl, locale: language, languages, categories };
  const title = recordName(screen, record, context);
  useDocumentTitle(`${title} · ${intl.formatMessage(messages.eyebrow)}`);
  const columns = fieldsByColumn(form);
  const recordPath = paths.record(locale, to.projectId, to.ref, to.element, record.recordId, 'view');
  return (
    <div className="page conductor-page">
      <div className="conductor-tools">
        <Link to={recordPath}>{intl.formatMessage(messages.toRecord)}</Link>
        {languages.length > 1 ? (
          <SelectField
            label={intl.formatMessage(messages.language)}
            description={intl.formatMessage(messages.languageHint)}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            options={languages.map((candidate) => ({
              value: candidate,
              label: intl.formatMessage(messages.languageName, { language: candidate }),
            }))}
          />
        ) : null}
        <button type="button" className="button primary" onClick={() => window.print()}>
          {intl.formatMessage(messages.print)}
        </button>
      </div>
      <article className="conductor-sheet" lang={language} aria-labelledby={`${id}-title`}>
        <header className="conductor-header">
          <dl className="conductor-context" lang={locale}>
            <div>
              <dt>{intl.formatMessage(messages.project)}</dt>
              <dd>{project.name}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.application)}</dt>
              <dd>{application.title}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.element)}</dt>
              <dd>{elementName}</dd>
            </div>
          </dl>
          <h1 id={`${id}-title`}>{title}</h1>
          <p className="conductor-version" lang={locale}>
            {intl.formatMessage(messages.version, { version: record.version, date: formatInstant(intl, record.updatedAt) })}
          </p>
        </header>
        <section className="conductor-fields" data-columns={columns.length} aria-label={intl.formatMessage(messages.fields)}>
          {columns.map((fields, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
            <div key={index} className="conductor-column">
              {fields.map((field) => (
                <div key={field.key} className="conductor-field" data-type={field.type}>
                  <h2 className="conductor-label" lang={locale}>
                    {localizedText(field.label, locale, languages) || field.key}
                  </h2>
                  <div className="conductor-value">
                    <FieldValue field={field} raw={record.values[field.key]} language={language} context={context} />
                  </div>
                </div>
              ))}
            </div>
          ))}
        </section>
        <section className="conductor-notes" aria-labelledby={`${id}-notes`}>
          <h2 id={`${id}-notes`} lang={locale}>
            {intl.formatMessage(messages.notes)}
          </h2>
          <div className="conductor-lines" aria-hidden="true">
            {Array.from({ length: 10 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered: its place is its identity.
              <span key={index} />
            ))}
          </div>
        </section>
      </article>
    </div>
  );
}

export const Component = recordRoute(Conductor);
