/**
 * `…/{builderElement}/{objId}/history`: the versions of a record, newest first and page after page, each with its
 * date, its author and the fields it changed; a side-by-side comparison of any chosen version with the current one
 * (field | that version | current, the rows that differ marked "Modifié" and highlighted); and restore, confirmed in
 * the shell modal, which saves that version's values as a new version (sent with the current version: a stale one is
 * refused, 409) and goes back to the record.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { atLeast } from '../../../../../shared/projects';
import { localizedText } from '../../../../../shared/localized-text';
import type { RecordDetail, RecordVersionView } from '../../../../../shared/schemas/records';
import { FormError } from '../../../components/ui/form-error';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { isApiError } from '../../../lib/api';
import { errorCodeOf } from '../../../lib/error-messages';
import { paths } from '../../../lib/projects/route-helpers';
import { versionsQuery } from '../api/get-versions';
import { useRestoreVersion } from '../api/restore-version';
import { askConfirmation, useConfirmed } from '../../../components/ui/confirm';
import { RecordPageFrame } from '../components/record-page-frame';
import { VersionInfo } from '../components/version-info';
import { type FormatContext, formatAuthor, formatInstant, valueText } from '../format';
import { historyMessages } from '../messages';
import { recordName } from '../record-name';
import { type RecordScreenProps, recordRoute } from '../record-route';
import { recordLoader } from '../route-helpers';
import type { ElementScreen } from '../use-element';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = recordLoader('history');

const RESTORE_EVENT = 'restoreVersion';

/** Version `version` beside the current values, field by field; the rows that differ are marked. */
function VersionDiff({
  screen,
  version,
  current,
  context,
}: {
  readonly screen: ElementScreen;
  readonly version: RecordVersionView;
  readonly current: RecordDetail;
  readonly context: FormatContext;
}) {
  const intl = useIntl();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const versionLabel = intl.formatMessage(historyMessages.version, { version: version.version });
  const currentLabel = intl.formatMessage(historyMessages.current);
  const rows = screen.form.fields.map((field) => {
    const then = valueText(field, version.values[field.key], context, { everyLanguage: true });
    const now = valueText(field, current.values[field.key], context, { everyLanguage: true });
    return {
      key: field.key,
      label: localizedText(field.label, screen.locale, screen.languages) || field.key,
      then,
      now,
      changed: then !== now,
    };
  });
  const changedCount = rows.filter((row) => row.changed).length;
  const shown = onlyChanged ? rows.filter((row) => row.changed) : rows;
  const title = intl.formatMessage(historyMessages.diffTitle, { version: version.version, current: current.version });
  return (
    <>
      <p>{intl.formatMessage(historyMessages.diffCount, { count: changedCount })}</p>
      {changedCount > 0 ? (
        <label className="field-option records-only-changed">
          <input type="checkbox" checked={onlyChanged} onChange={(event) => setOnlyChanged(event.target.checked)} />
          <span>{intl.formatMessage(historyMessages.onlyChanged)}</span>
        </label>
      ) : null}
      <StackedTable
        className="record-diff"
        caption={title}
        columns={[intl.formatMessage(historyMessages.field), versionLabel, currentLabel]}
      >
        {shown.map((row) => (
          <StackedRow
            key={row.key}
            className={row.changed ? 'is-changed' : undefined}
            header={
              <>
                <span>{row.label}</span>
                {row.changed ? <span className="record-changed-mark">{intl.formatMessage(historyMessages.changedMark)}</span> : null}
              </>
            }
          >
            <StackedCell label={versionLabel}>
              <span className="record-value">{row.then}</span>
            </StackedCell>
            <StackedCell label={currentLabel}>
              <span className="record-value">{row.now}</span>
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
    </>
  );
}

function RecordHistory({ screen, to, record, onStale }: RecordScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const ids = useId();
  const diffHeading = useRef<HTMLHeadingElement>(null);
  const { locale, languages, form } = screen;
  const context: FormatContext = { intl, locale, languages, categories: screen.categories };
  const canWrite = atLeast(screen.application.level, 'write');
  // The versions already shown stay in state; the query holds the page asked last ("older versions" asks the next).
  const [older, setOlder] = useState<readonly RecordVersionView[]>([]);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const page = useQuery({ ...versionsQuery(to, record.recordId, cursor), refetchOnMount: false });
  const items = [...older, ...(page.data?.items ?? [])];
  const nextCursor = page.data?.cursor ?? null;
  const [chosen, setChosen] = useState<number | null>(() => items.find((item) => item.version !== record.version)?.version ?? null);
  const selected = items.find((item) => item.version === chosen && item.version !== record.version);
  const labelOf = (key: string) => {
    const field = form.fields.find((candidate) => candidate.key === key);
    return field ? localizedText(field.label, locale, languages) || key : key;
  };

  const restore = useRestoreVersion({
    mutationConfig: {
      onSuccess: () => void navigate(paths.record(locale, to.projectId, to.ref, to.element, record.recordId, 'view')),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409) {
          onStale();
          void page.refetch();
        }
      },
    },
  });
  useConfirmed(
    RESTORE_EVENT,
    (modelId) => modelId.startsWith(`${record.recordId}@`),
    (modelId) => {
      const version = Number(modelId.split('@')[1]);
      if (!restore.isPending) restore.mutate({ to, recordId: record.recordId, restore: version, current: record.version });
    },
  );
  const askRestore = (version: number) =>
    askConfirmation({
      title: intl.formatMessage(historyMessages.restoreTitle, { version }),
      text: intl.formatMessage(historyMessages.restoreText, { version, current: record.version }),
      confirm: intl.formatMessage(historyMessages.restoreConfirm),
      cancel: intl.formatMessage(historyMessages.cancel),
      modelId: `${record.recordId}@${version}`,
      event: RESTORE_EVENT,
    });
  const compare = (version: number) => {
    setChosen(version);
    // The comparison is below the list on a phone: its heading takes the focus, and is brought into view.
    requestAnimationFrame(() => {
      diffHeading.current?.focus();
      diffHeading.current?.scrollIntoView?.({ block: 'start' });
    });
  };
  const restoreCode = restore.error
    ? isApiError(restore.error) && restore.error.status === 409
      ? 'CONFLICT'
      : errorCodeOf(restore.error)
    : null;

  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      recordId={record.recordId}
      heading={intl.formatMessage(historyMessages.heading, { name: recordName(screen, record, context) })}
      intro={<VersionInfo record={record} />}
    >
      <FormError code={restoreCode} />
      <section className="card" aria-labelledby={`${ids}-versions`}>
        <h2 id={`${ids}-versions`}>{intl.formatMessage(historyMessages.versions)}</h2>
        <ol className="record-versions">
          {items.map((item) => {
            const isCurrent = item.version === record.version;
            const title = intl.formatMessage(historyMessages.version, { version: item.version });
            return (
              <li key={item.version} className="record-version-item" aria-current={isCurrent ? 'true' : undefined}>
                <h3>
                  {title}
                  {isCurrent ? <span className="count-badge">{intl.formatMessage(historyMessages.current)}</span> : null}
                </h3>
                <p className="muted">
                  {intl.formatMessage(historyMessages.savedOn, {
                    date: formatInstant(intl, item.savedAt),
                    author: formatAuthor(intl, item.savedBy),
                  })}
                </p>
                {item.restoredFrom !== undefined ? (
                  <p>{intl.formatMessage(historyMessages.restoredFrom, { version: item.restoredFrom })}</p>
                ) : null}
                <p>
                  {item.version === 1 && item.restoredFrom === undefined
                    ? intl.formatMessage(historyMessages.created)
                    : intl.formatMessage(historyMessages.changed, { fields: item.changed.map(labelOf).join(', ') })}
                </p>
                {isCurrent ? null : (
                  <div className="records-version-actions">
                    <button type="button" className="button" aria-pressed={chosen === item.version} onClick={() => compare(item.version)}>
                      {intl.formatMessage(historyMessages.compare, { version: item.version })}
                    </button>
                    {canWrite ? (
                      <button
                        type="button"
                        className="button"
                        aria-disabled={restore.isPending || undefined}
                        onClick={() => askRestore(item.version)}
                      >
                        {intl.formatMessage(historyMessages.restore, { version: item.version })}
                      </button>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        {nextCursor ? (
          <button
            type="button"
            className="button"
            aria-disabled={page.isFetching || undefined}
            onClick={() => {
              if (page.isFetching) return;
              setOlder(items);
              setCursor(nextCursor);
            }}
          >
            {intl.formatMessage(historyMessages.more)}
          </button>
        ) : null}
      </section>
      {selected ? (
        <section className="card" aria-labelledby={`${ids}-diff`}>
          <h2 id={`${ids}-diff`} ref={diffHeading} tabIndex={-1}>
            {intl.formatMessage(historyMessages.diffTitle, { version: selected.version, current: record.version })}
          </h2>
          <VersionDiff screen={screen} version={selected} current={record} context={context} />
        </section>
      ) : null}
    </RecordPageFrame>
  );
}

export const Component = recordRoute(RecordHistory);
