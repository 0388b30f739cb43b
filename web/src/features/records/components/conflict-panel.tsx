/**
 * After a 409 (someone saved the record meanwhile): who saved which version when, and each field whose latest saved
 * value differs from what the user typed, side by side. The typed values stay in the form; "Recharger la dernière
 * version" replaces them with the latest saved ones.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { localizedText } from '../../../../../shared/localized-text';
import type { RecordValues } from '../../../../../shared/record-values';
import type { RecordDetail } from '../../../../../shared/schemas/records';
import { UPLOAD_LINK_AUTHOR } from '../../../../../shared/schemas/uploads';
import { formatInstant, valueText } from '../format';
import { formMessages } from '../messages';
import type { ElementScreen } from '../use-element';

export function ConflictPanel({
  screen,
  latest,
  values,
  onReload,
}: {
  readonly screen: ElementScreen;
  readonly latest: RecordDetail;
  readonly values: RecordValues;
  readonly onReload: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const context = { intl, locale: screen.locale, languages: screen.languages, categories: screen.categories };
  const fieldLabel = intl.formatMessage(formMessages.conflictField);
  const latestLabel = intl.formatMessage(formMessages.conflictLatest);
  const yoursLabel = intl.formatMessage(formMessages.conflictYours);
  const rows = screen.form.fields
    .map((field) => ({
      key: field.key,
      label: localizedText(field.label, screen.locale, screen.languages) || field.key,
      saved: valueText(field, latest.values[field.key], context, { everyLanguage: true }),
      typed: valueText(field, values[field.key], context, { everyLanguage: true }),
    }))
    .filter((row) => row.saved !== row.typed);
  return (
    <section className="record-conflict" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(formMessages.conflictTitle)}</h2>
      <p>
        {latest.updatedBy === UPLOAD_LINK_AUTHOR
          ? intl.formatMessage(formMessages.conflictTextLink, { version: latest.version, date: formatInstant(intl, latest.updatedAt) })
          : intl.formatMessage(formMessages.conflictText, {
              author: latest.updatedBy,
              version: latest.version,
              date: formatInstant(intl, latest.updatedAt),
            })}
      </p>
      {rows.length === 0 ? (
        <p>{intl.formatMessage(formMessages.conflictSame)}</p>
      ) : (
        <StackedTable caption={intl.formatMessage(formMessages.conflictTitle)} columns={[fieldLabel, latestLabel, yoursLabel]}>
          {rows.map((row) => (
            <StackedRow key={row.key} header={row.label}>
              <StackedCell label={latestLabel}>
                <span className="record-value">{row.saved}</span>
              </StackedCell>
              <StackedCell label={yoursLabel}>
                <span className="record-value">{row.typed}</span>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
      <p>{intl.formatMessage(formMessages.conflictKeep)}</p>
      <button type="button" className="button" onClick={onReload}>
        {intl.formatMessage(formMessages.reload)}
      </button>
    </section>
  );
}
