/**
 * `/{lang}/customer/projects/{projectId}/configure/{applicationSlug}/{builderElement}/forms` (SPEC §2, §3, §5):
 * the form configuration of one builder element — titles (add, edit, view) in each project language, a layout
 * of 1 to 3 columns, fields added from the palette by drag and drop or with the keyboard, reordered and moved
 * across columns, removed, each set in the settings panel; a live preview drawn by the app's one form renderer.
 * Saving checks the shared FormConfig schema first (each problem next to its setting), then sends the version
 * it was based on: a stale one (409) says errors.CONFLICT and offers to reload. Leaving with unsaved changes asks.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { ElementFormView } from '../../../../../shared/project-views';
import type { FieldType, FormField } from '../../../../../shared/schemas/builder';
import { localizedText } from '../../../../../shared/localized-text';
import { emptyValues, type RecordValues } from '../../../../../shared/record-values';
import { FormRenderer } from '../../../components/form-renderer/form-renderer';
import { Loading } from '../../../components/projects/loading';
import { useLocale } from '../../../lib/use-locale';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { BuilderPageFrame } from '../components/builder-page-frame';
import { AddFieldControls } from '../components/add-field-controls';
import { FormCanvas } from '../components/form-canvas';
import { FieldSettings } from '../components/field-settings';
import { LocalizedField } from '../components/localized-field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SaveBar } from '../components/save-bar';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-guard';
import { formMessages, typeMessages } from '../messages';
import {
  addField,
  apiErrors,
  checkForm,
  columnItems,
  columnOf,
  errorAt,
  fieldErrorsOf,
  fieldName,
  fieldPath,
  flatErrors,
  fromForm,
  keyLocked,
  markSaved,
  moveField,
  newField,
  removeField,
  reorderField,
  setColumns,
  shownColumn,
  snapshot,
  toForm,
  updateField,
  type BuilderState,
} from '../model';
import { useReloadElementForm } from '../api/reload-element';
import { useSaveElementForm } from '../api/save-element-form';
import { type ElementRef, formQuery } from '../../../lib/projects/element-queries';
import { useConfigForm } from '../use-config-form';
import { builderElementOf, elementLoader } from '../route-helpers';
import '../builder.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = elementLoader('form');

const TITLES = ['add', 'edit', 'view'] as const;

/** Whether `element` is fully on screen, above the save bar stuck to the bottom. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const bar = document.querySelector('.builder-savebar')?.getBoundingClientRect().height ?? 0;
  return box.top >= 0 && box.bottom <= window.innerHeight - bar;
}

/**
 * After a field was chosen or added: its settings are shown beside the columns on a wide screen, below them on a
 * narrow one, where the panel is brought into view and takes the focus. After "Add" (`always`), the panel takes
 * the focus anyway: the new field's settings are the next thing to fill in.
 */
function revealSettings(always: boolean): void {
  const heading = document.getElementById('builder-settings-title');
  if (!heading) return;
  const visible = onScreen(heading);
  if (always || !visible) heading.focus({ preventScroll: true });
  if (!visible) heading.closest('section')?.scrollIntoView?.({ block: 'start' });
}

/** What the screen starts from: the stored form as builder state, its snapshot (nothing unsaved yet) and version. */
function startFrom(view: ElementFormView) {
  const state = fromForm(view.form);
  return { state, saved: { baseline: snapshot(state), version: view.version } };
}

function FormBuilder({ route, view, canEdit }: { route: ElementRef; view: ElementFormView; canEdit: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const [initial] = useState(() => startFrom(view));
  /** The last stored form (as a snapshot) and its version. */
  const [start, setStart] = useState(initial.saved);
  const [state, setState] = useState<BuilderState>(initial.state);
  const [saved, setSaved] = useState(false);
  const [news, setNews] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  /** Bring the settings of the field just chosen (or added, `always`) into view, once rendered. */
  const [settingsRequest, setSettingsRequest] = useState<{ always: boolean } | null>(null);
  const [hasRecords, setHasRecords] = useState(view.hasRecords);
  const [values, setValues] = useState<RecordValues>(() => emptyValues(view.form, view.languages));
  const stateRef = useRef(state);
  stateRef.current = state;
  const languages = view.languages;
  const dirty = snapshot(state) !== start.baseline;
  const categoryElements = view.categoryElements;

  const { application } = useProjectApplication(route.projectId, route.ref);
  const elementNames = categoryElements.map((key) => ({
    key,
    name: localizedText(application?.elements.find((element) => element.key === key)?.name, locale) || key,
  }));

  const errors = useConfigForm({
    fromApi: (details) => flatErrors(apiErrors(stateRef.current, details)),
    // After a refusal the first field with a problem is selected (unless a form-level setting has one), so that the
    // hook's focus reaches its first invalid control.
    onReject: (problems) => {
      const first = stateRef.current.items.find((item) => errorAt(problems, fieldPath(item.uid)) !== undefined);
      if (first && Object.keys(problems).every((path) => path === 'fields' || path.startsWith('@')))
        setState((current) => ({ ...current, selected: first.uid }));
    },
  });
  useEffect(() => {
    if (settingsRequest !== null) revealSettings(settingsRequest.always);
  }, [settingsRequest]);
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const save = useSaveElementForm({
    mutationConfig: {
      onSuccess: (result, { body: sent }) => {
        setStart({ baseline: JSON.stringify(sent.form), version: result.version });
        // Saved fields exist now (with records, their technical values are fixed), in the columns they were saved in.
        setState(markSaved);
        setSaved(true);
      },
    },
  });

  const reload = useReloadElementForm({
    mutationConfig: {
      onSuccess: (fresh) => {
        const next = startFrom(fresh);
        setStart(next.saved);
        setState(next.state);
        setValues(emptyValues(fresh.form, fresh.languages));
        setHasRecords(fresh.hasRecords);
        errors.clear();
        setSaved(false);
      },
    },
  });

  const edit = (next: (current: BuilderState) => BuilderState) => {
    setState(next);
    setSaved(false);
  };
  const changeField = (uid: string, patch: Partial<FormField>) => {
    edit((current) => updateField(current, uid, patch));
    for (const setting of Object.keys(patch)) errors.forget(fieldPath(uid, setting));
    if ('key' in patch) errors.forget('fields');
  };
  const texts = (type: FieldType) => {
    const name = intl.formatMessage(typeMessages[type]);
    const language = languages.includes(locale) ? locale : languages[0];
    return {
      label: (language ? { [language]: name } : {}) as FormField['label'],
      choice: (position: number) =>
        (language ? { [language]: intl.formatMessage(formMessages.choice, { position }) } : {}) as FormField['label'],
    };
  };
  const add = (type: FieldType, column: number, before: string | null) => {
    const field = newField(stateRef.current, type, column, texts(type), categoryElements);
    const result = addField(stateRef.current, field, before);
    edit(() => result.state);
    errors.forget('fields');
    setNews(intl.formatMessage(formMessages.added, { name: fieldName(field, locale), column: columnOf(field) }));
  };
  const remove = (uid: string) => {
    const current = stateRef.current;
    const item = current.items.find((other) => other.uid === uid);
    if (!item) return;
    const shown = shownColumn(item.field, current.columns);
    const column = columnItems(current, shown);
    const next = column[column.findIndex((other) => other.uid === uid) + 1] ?? column[column.findIndex((other) => other.uid === uid) - 1];
    edit((state) => removeField(state, uid));
    errors.forget(fieldPath(uid));
    setNews(intl.formatMessage(formMessages.removed, { name: fieldName(item.field, locale) }));
    setFocusTarget(next ? `builder-field-${next.uid}` : `builder-column-${shown}`);
  };

  const submit = (event: FormEvent) => {
    if (errors.pending) return event.preventDefault();
    setSaved(false);
    void errors.save(event, flatErrors(checkForm(state)), () =>
      save.mutateAsync({ ...route, body: { form: toForm(state), version: start.version } }),
    );
  };

  const formError = errors.errorText;
  const selected = state.items.find((item) => item.uid === state.selected);
  const previewForm = toForm(state);

  const preview = (
    <section className="card builder-preview" aria-labelledby="builder-preview-title">
      <h2 id="builder-preview-title">{intl.formatMessage(formMessages.preview)}</h2>
      <p className="muted">{intl.formatMessage(formMessages.previewHint)}</p>
      <h3>{localizedText(previewForm.titles.add, locale)}</h3>
      <FormRenderer form={previewForm} languages={languages} uiLocale={locale} values={values} onChange={setValues} mode="preview" />
    </section>
  );

  if (!canEdit) {
    return (
      <>
        <p className="notice">{intl.formatMessage(formMessages.readOnly)}</p>
        {preview}
      </>
    );
  }

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <form
        ref={errors.form}
        className="form builder-form"
        noValidate
        aria-label={intl.formatMessage(formMessages.title)}
        onSubmit={submit}
      >
        <section className="card" aria-labelledby="builder-titles-title">
          <h2 id="builder-titles-title">{intl.formatMessage(formMessages.titles)}</h2>
          <div className="builder-titles">
            {TITLES.map((which) => (
              <LocalizedField
                key={which}
                legend={intl.formatMessage(
                  which === 'add' ? formMessages.titleAdd : which === 'edit' ? formMessages.titleEdit : formMessages.titleView,
                )}
                languages={languages}
                value={state.titles[which]}
                required
                error={formError(`titles.${which}`)}
                onChange={(text) => {
                  edit((current) => ({ ...current, titles: { ...current.titles, [which]: text } }));
                  errors.forget(`titles.${which}`);
                }}
              />
            ))}
          </div>
          <RadioGroupField
            legend={intl.formatMessage(formMessages.layout)}
            className="builder-layout"
            value={String(state.columns) as '1' | '2' | '3'}
            error={formError('columns')}
            options={(['1', '2', '3'] as const).map((count) => ({
              value: count,
              label: intl.formatMessage(formMessages.columns, { count: Number(count) }),
            }))}
            onChange={(count) => {
              edit((current) => setColumns(current, Number(count)));
              errors.forget('columns');
            }}
          />
        </section>
        <section className="card builder-fields" aria-labelledby="builder-fields-title">
          <h2 id="builder-fields-title">{intl.formatMessage(formMessages.fields)}</h2>
          {formError('fields') ? <p className="field-error">{formError('fields')}</p> : null}
          <AddFieldControls
            columns={state.columns}
            categoryElements={categoryElements}
            onAdd={(type, column) => {
              add(type, column, null);
              setSettingsRequest({ always: true });
            }}
          />
          <div className="builder-workspace">
            <FormCanvas
              state={state}
              locale={locale}
              errors={errors.fields}
              categoryElements={categoryElements}
              hasRecords={hasRecords}
              onAdd={add}
              onMove={(uid, column, before) => edit((current) => moveField(current, uid, column, before))}
              onReorder={(uid, over) => edit((current) => reorderField(current, uid, over))}
              onSelect={(uid) => {
                setState((current) => ({ ...current, selected: uid }));
                setSettingsRequest({ always: false });
              }}
              onRemove={remove}
            />
            <div className="builder-settings-slot">
              {selected ? (
                <FieldSettings
                  key={selected.uid}
                  item={selected}
                  columns={state.columns}
                  languages={languages}
                  locale={locale}
                  keyLocked={keyLocked(selected, hasRecords)}
                  categoryElements={elementNames}
                  errors={fieldErrorsOf(errors.fields, selected.uid)}
                  onChange={(patch) => changeField(selected.uid, patch)}
                />
              ) : (
                <section className="builder-settings card" aria-labelledby="builder-settings-title">
                  <h3 id="builder-settings-title">{intl.formatMessage(formMessages.settings)}</h3>
                  <p className="muted">{intl.formatMessage(formMessages.settingsNone)}</p>
                </section>
              )}
            </div>
          </div>
          <p role="status" className="visually-hidden">
            {news}
          </p>
        </section>
        <SaveBar
          pending={errors.pending}
          dirty={dirty}
          saved={saved ? intl.formatMessage(formMessages.saved) : null}
          code={errors.formError}
          invalid={Object.keys(errors.fields).length > 0}
          onReload={() => {
            if (!reload.isPending) reload.mutate(route);
          }}
          reloading={reload.isPending}
        />
      </form>
      {preview}
    </>
  );
}

function FormBuilderPage({ route }: { route: ElementRef }) {
  const { project, application } = useProjectApplication(route.projectId, route.ref);
  const { data: view } = useQuery({ ...formQuery(route.projectId, route.ref, route.element), refetchOnMount: false });
  if (!project || !application || !view) return <Loading />;
  return (
    <BuilderPageFrame
      project={project}
      application={application}
      projectId={route.projectId}
      element={view.element}
      title={formMessages.title}
      heading={formMessages.heading}
      other={{ screen: 'table', label: formMessages.toTable }}
    >
      <FormBuilder route={route} view={view} canEdit={application.level === 'full'} />
    </BuilderPageFrame>
  );
}

export function Component() {
  const params = useParams();
  const route = builderElementOf(params);
  return <FormBuilderPage key={`${route.projectId}/${route.ref}/${route.element}`} route={route} />;
}
