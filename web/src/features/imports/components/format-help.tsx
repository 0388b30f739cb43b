/**
 * The import's format (docs/product.md, "Entities") for one element: UTF-8, `;`, the header line naming the fields by
 * technical value, several values joined by `|`, the de-duplication on ___email; the element's importable columns (a
 * translatable field has one column per project language) and a header line ready to copy, or to put into the paste
 * area.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language, UiLocale } from '../../../../../shared/constants';
import { csvColumns } from '../../../../../shared/csv-columns';
import { localizedText } from '../../../../../shared/localized-text';
import type { FormConfig } from '../../../../../shared/schemas/builder';
import { importMessages as messages } from '../messages';

/** The header cells of the columns an import reads (files are not imported). */
export function importableColumns(form: FormConfig, languages: readonly Language[]) {
  return csvColumns(form, languages).filter((column) => column.field.type !== 'file' && column.field.type !== 'gallery');
}

export function FormatHelp({
  form,
  languages,
  locale,
  canWrite,
  onInsert,
}: {
  readonly form: FormConfig;
  readonly languages: readonly Language[];
  readonly locale: UiLocale;
  readonly canWrite: boolean;
  readonly onInsert: (headerLine: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const columns = importableColumns(form, languages);
  const headerLine = columns.map((column) => column.name).join(';');
  const dedupe = form.fields.some((field) => field.key === '___email');
  const translatable = columns.find((column) => column.language !== undefined && column.name.includes('.'));
  const hasFiles = form.fields.some((field) => field.type === 'file' || field.type === 'gallery');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(headerLine);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="card imports-format" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.formatTitle)}</h2>
      <ul className="imports-rules">
        <li>{intl.formatMessage(messages.formatEncoding)}</li>
        <li>{intl.formatMessage(messages.formatSeparator)}</li>
        <li>{intl.formatMessage(messages.formatHeader)}</li>
        <li>{dedupe ? intl.formatMessage(messages.dedupe, { column: '___email' }) : intl.formatMessage(messages.formatNoDedupe)}</li>
        {translatable ? (
          <li>{intl.formatMessage(messages.translatable, { column: translatable.field.key, example: translatable.name })}</li>
        ) : null}
        <li>{intl.formatMessage(messages.formatMulti)}</li>
        <li>{intl.formatMessage(messages.formatValues)}</li>
        {hasFiles ? <li>{intl.formatMessage(messages.formatFiles)}</li> : null}
      </ul>
      <h3 id={`${id}-columns`}>{intl.formatMessage(messages.columnsTitle)}</h3>
      <ul className="imports-columns" aria-labelledby={`${id}-columns`}>
        {columns.map((column) => (
          <li key={column.name}>
            <code>{column.name}</code>{' '}
            <span className="muted">
              {localizedText(column.field.label, locale, languages) || column.field.key}
              {column.language ? ` (${column.language.toUpperCase()})` : ''}
            </span>
          </li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor={`${id}-header`} className="field-label">
          {intl.formatMessage(messages.headerLine)}
        </label>
        <input
          id={`${id}-header`}
          className="input imports-header-line"
          readOnly
          value={headerLine}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {intl.formatMessage(messages.copyHeader)}
        </button>
        {canWrite ? (
          <button type="button" className="button" onClick={() => onInsert(headerLine)}>
            {intl.formatMessage(messages.insertHeader)}
          </button>
        ) : null}
        <span role="status" className="muted">
          {copied ? intl.formatMessage(messages.copied) : ''}
        </span>
      </div>
    </section>
  );
}
