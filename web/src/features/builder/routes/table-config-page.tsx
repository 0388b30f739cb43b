/**
 * `/{lang}/customer/projects/{projectId}/configure/{applicationSlug}/{builderElement}/table` (docs/product.md, "Screens
 * and routes", "Entities"): the list configuration of one builder element — its title in each project language, the
 * visible columns (the form's fields and the records' creation and update dates), their order (drag and drop, keyboard,
 * or buttons) and the records per page (10, 20, 50, 100). Checked with the shared TableConfig schema and
 * `tableMatchesForm`, saved with the version it was based on (409 → errors.CONFLICT and a reload), and leaving with
 * unsaved changes asks first.
 */
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import * as v from 'valibot';
import type { Language } from '../../../../../shared/constants';
import type { ElementTableView } from '../../../../../shared/project-views';
import { localizedText } from '../../../../../shared/localized-text';
import { META_COLUMNS, PER_PAGE_CHOICES, TableConfig, tableMatchesForm, type LocalizedText } from '../../../../../shared/schemas/builder';
import { FieldLegend } from '../../../components/ui/options-fieldset';
import { SelectField } from '../../../components/ui/select-field';
import { Loading } from '../../../components/projects/loading';
import { useLocale } from '../../../lib/use-locale';
import { useElementScreen } from '../../../lib/projects/element-screen';
import { BuilderPageFrame } from '../components/builder-page-frame';
import { ColumnOrder } from '../components/column-order';
import { LocalizedField } from '../components/localized-field';
import { SaveBar } from '../components/save-bar';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-guard';
import { tableMessages } from '../messages';
import { cleanText } from '../model';
import { useReloadElementTable } from '../api/reload-element';
import { useSaveElementTable } from '../api/save-element-table';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { type Problems, useConfigForm } from '../use-config-form';
import { builderElementOf, elementLoader } from '../route-helpers';
import '../builder.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = elementLoader('table');

interface TableValues {
  readonly title: LocalizedText;
  readonly columns: readonly string[];
  readonly perPage: TableConfig['perPage'];
}

const valuesOf = (table: TableConfig): TableValues => ({ title: table.title, columns: [...table.columns], perPage: table.perPage });
const tableOf = (values: TableValues): TableConfig => ({
  title: cleanText(values.title),
  columns: [...values.columns],
  perPage: values.perPage,
});
const snapshotOf = (values: TableValues) => JSON.stringify(tableOf(values));

/** The shared schema's problems, and columns that the form does not have. */
export function checkTable(table: TableConfig, form: ElementTableView['form']): Problems {
  const parsed = v.safeParse(TableConfig, table);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) errors[(issue.path ?? []).map((item) => String(item.key)).join('.') || 'table'] ??= issue.message;
  } else if (!tableMatchesForm(parsed.output, form)) {
    errors.columns = 'validation.columnsUnknown';
  }
  return errors;
}

function TableEditor({ route, view, languages }: { route: ElementRef; view: ElementTableView; languages: readonly Language[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const columnsId = useId();
  const orderId = useId();
  const orderHintId = useId();
  const [form, setForm] = useState(view.form);
  const [values, setValues] = useState(() => valuesOf(view.table));
  const [start, setStart] = useState(() => ({ baseline: snapshotOf(valuesOf(view.table)), version: view.version }));
  const errors = useConfigForm({
    // `table.title.fr` is the title's; a problem of the whole table is shown with the columns' (`table`).
    fromApi: (details) => {
      const problems: Record<string, string> = {};
      for (const detail of details) problems[detail.field.replace(/^table\.?/, '') || 'table'] ??= detail.message;
      return problems;
    },
  });
  const [saved, setSaved] = useState(false);
  const dirty = snapshotOf(values) !== start.baseline;

  const errorText = errors.errorText;
  const change = (patch: Partial<TableValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
    for (const key of Object.keys(patch)) errors.forget(key);
  };

  const save = useSaveElementTable({
    mutationConfig: {
      onSuccess: (result, { body: sent }) => {
        setStart({ baseline: JSON.stringify(sent.table), version: result.version });
        setSaved(true);
      },
    },
  });
  const reload = useReloadElementTable({
    mutationConfig: {
      onSuccess: (fresh) => {
        setForm(fresh.form);
        setValues(valuesOf(fresh.table));
        setStart({ baseline: snapshotOf(valuesOf(fresh.table)), version: fresh.version });
        errors.clear();
        setSaved(false);
      },
    },
  });

  const submit = (event: FormEvent) => {
    if (errors.pending) return event.preventDefault();
    setSaved(false);
    const table = tableOf(values);
    void errors.save(event, checkTable(table, form), () => save.mutateAsync({ ...route, body: { table, version: start.version } }));
  };

  // Every column that can be shown: the form's fields, the record dates, and any stored column the form lost.
  const metaName = (column: string) => intl.formatMessage(column === '__createdAt' ? tableMessages.createdAt : tableMessages.updatedAt);
  const fieldNames = new Map(form.fields.map((field) => [field.key, localizedText(field.label, locale) || field.key]));
  const nameOf = (column: string) =>
    fieldNames.get(column) ??
    ((META_COLUMNS as readonly string[]).includes(column) ? metaName(column) : intl.formatMessage(tableMessages.unknown, { key: column }));
  const choices = [
    ...form.fields.map((field) => field.key),
    ...META_COLUMNS,
    ...values.columns.filter((column) => !fieldNames.has(column) && !(META_COLUMNS as readonly string[]).includes(column)),
  ];
  const toggle = (column: string, checked: boolean) =>
    change({ columns: checked ? [...values.columns, column] : values.columns.filter((other) => other !== column) });
  const columnsError = errorText('columns');
  const columnsErrorId = `${columnsId}-error`;

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <form
        ref={errors.form}
        className="form card builder-table-form"
        noValidate
        aria-label={intl.formatMessage(tableMessages.form)}
        onSubmit={submit}
      >
        <LocalizedField
          legend={intl.formatMessage(tableMessages.listTitle)}
          languages={languages}
          value={values.title}
          required
          error={errorText('title')}
          onChange={(title) => change({ title })}
        />
        <fieldset
          className={['field', 'field-group', columnsError ? 'is-invalid' : ''].filter(Boolean).join(' ')}
          aria-describedby={[columnsError ? columnsErrorId : '', `${columnsId}-hint`].filter(Boolean).join(' ')}
        >
          <FieldLegend label={intl.formatMessage(tableMessages.columns)} required />
          <p id={`${columnsId}-hint`} className="field-description">
            {intl.formatMessage(tableMessages.columnsHint)}
          </p>
          <div className="field-options builder-column-choices">
            {choices.map((column) => (
              <label key={column} className="field-option">
                <input
                  type="checkbox"
                  value={column}
                  checked={values.columns.includes(column)}
                  aria-invalid={columnsError ? true : undefined}
                  aria-describedby={columnsError ? columnsErrorId : undefined}
                  onChange={(event) => toggle(column, event.target.checked)}
                />
                <span>{nameOf(column)}</span>
              </label>
            ))}
          </div>
          {columnsError ? (
            <p id={columnsErrorId} className="field-error">
              {columnsError}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <h2 id={orderId} className="field-label builder-order-title">
            {intl.formatMessage(tableMessages.order)}
          </h2>
          <p id={orderHintId} className="field-description">
            {intl.formatMessage(tableMessages.orderHint)}
          </p>
          {values.columns.length === 0 ? (
            <p className="muted">{intl.formatMessage(tableMessages.orderEmpty)}</p>
          ) : (
            <ColumnOrder
              columns={values.columns}
              nameOf={nameOf}
              labelledBy={orderId}
              describedBy={orderHintId}
              onChange={(columns) => change({ columns })}
            />
          )}
        </div>
        <SelectField
          label={intl.formatMessage(tableMessages.perPage)}
          options={PER_PAGE_CHOICES.map((count) => ({ value: String(count), label: intl.formatNumber(count) }))}
          value={String(values.perPage)}
          error={errorText('perPage')}
          onChange={(event) => change({ perPage: Number(event.target.value) as TableConfig['perPage'] })}
        />
        <SaveBar
          form={errors}
          dirty={dirty}
          saved={saved ? intl.formatMessage(tableMessages.saved) : null}
          onReload={() => reload.mutate(route)}
          reloading={reload.isPending}
        />
      </form>
    </>
  );
}

/** What a caller below full access sees: the list's settings, read only. */
function ReadOnlyTable({ view }: { view: ElementTableView }) {
  const intl = useIntl();
  const locale = useLocale();
  const names = new Map(view.form.fields.map((field) => [field.key, localizedText(field.label, locale) || field.key]));
  const nameOf = (column: string) =>
    names.get(column) ??
    (column === '__createdAt'
      ? intl.formatMessage(tableMessages.createdAt)
      : column === '__updatedAt'
        ? intl.formatMessage(tableMessages.updatedAt)
        : column);
  return (
    <dl className="card definition-list">
      <div>
        <dt>{intl.formatMessage(tableMessages.listTitle)}</dt>
        <dd>{localizedText(view.table.title, locale)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(tableMessages.columns)}</dt>
        <dd>
          <ol>
            {view.table.columns.map((column) => (
              <li key={column}>{nameOf(column)}</li>
            ))}
          </ol>
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage(tableMessages.perPage)}</dt>
        <dd>{intl.formatNumber(view.table.perPage)}</dd>
      </div>
    </dl>
  );
}

function TableConfigPage({ route }: { route: ElementRef }) {
  const intl = useIntl();
  const screen = useElementScreen(route);
  if (!screen) return <Loading />;
  const { project, application, view, languages } = screen;
  const canEdit = application.level === 'full';
  return (
    <BuilderPageFrame screen="table" project={project} application={application} projectId={route.projectId} element={view.element}>
      {canEdit ? (
        <TableEditor route={route} view={view} languages={languages} />
      ) : (
        <>
          <p className="notice">{intl.formatMessage(tableMessages.readOnly)}</p>
          <ReadOnlyTable view={view} />
        </>
      )}
    </BuilderPageFrame>
  );
}

export function Component() {
  const params = useParams();
  const route = builderElementOf(params);
  return <TableConfigPage key={`${route.projectId}/${route.ref}/${route.element}`} route={route} />;
}
