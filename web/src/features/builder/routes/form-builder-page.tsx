/**
 * `/{lang}/customer/projects/{projectId}/configure/{applicationSlug}/{builderElement}/forms` (docs/product.md, "Screens
 * and routes", "Entities", "Validation"):
 * the form configuration of one builder element — titles (add, edit, view) in each project language, a layout
 * of 1 to 3 columns, fields added from the palette by drag and drop or with the keyboard, reordered and moved
 * across columns, removed, each set in the settings panel; a live preview drawn by the app's one form renderer.
 * Saving checks the shared FormConfig schema first (each problem next to its setting), then sends the version
 * it was based on: a stale one (409) says errors.CONFLICT and offers to reload. Leaving with unsaved changes asks.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { ElementFormView } from '../../../../../shared/project-views';
import { localizedText } from '../../../../../shared/localized-text';
import { Loading } from '../../../components/projects/loading';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-guard';
import { type ElementRef, formQuery } from '../../../lib/projects/element-queries';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { useLocale } from '../../../lib/use-locale';
import { AddFieldControls } from '../components/add-field-controls';
import { BuilderPageFrame } from '../components/builder-page-frame';
import { FieldSettings, NoFieldSelected } from '../components/field-settings';
import { FormCanvas } from '../components/form-canvas';
import { FormPreview } from '../components/form-preview';
import { FormTitles } from '../components/form-titles';
import { SaveBar } from '../components/save-bar';
import { formMessages } from '../messages';
import { fieldErrorsOf, keyLocked, moveField, reorderField, setColumns, toForm } from '../model';
import { builderElementOf, elementLoader } from '../route-helpers';
import { useFormBuilder } from '../use-form-builder';
import '../builder.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = elementLoader('form');

function FormBuilder({ route, view, canEdit }: { route: ElementRef; view: ElementFormView; canEdit: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const builder = useFormBuilder(route, view);
  const { state, errors, edit, hasRecords } = builder;
  const { languages, categoryElements } = view;
  const { application } = useProjectApplication(route.projectId, route.ref);
  const elementNames = categoryElements.map((key) => ({
    key,
    name: localizedText(application?.elements.find((element) => element.key === key)?.name, locale) || key,
  }));
  const formError = errors.errorText;
  const selected = state.items.find((item) => item.uid === state.selected);
  const preview = (
    <FormPreview form={toForm(state)} languages={languages} locale={locale} values={builder.values} onChange={builder.setValues} />
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
      <UnsavedChangesGuard dirty={builder.dirty} />
      <form
        ref={errors.form}
        className="form builder-form"
        noValidate
        aria-label={intl.formatMessage(formMessages.title)}
        onSubmit={builder.submit}
      >
        <FormTitles
          state={state}
          languages={languages}
          error={formError}
          onTitle={(which, text) => {
            edit((current) => ({ ...current, titles: { ...current.titles, [which]: text } }));
            errors.forget(`titles.${which}`);
          }}
          onColumns={(count) => {
            edit((current) => setColumns(current, count));
            errors.forget('columns');
          }}
        />
        <section className="card builder-fields" aria-labelledby="builder-fields-title">
          <h2 id="builder-fields-title">{intl.formatMessage(formMessages.fields)}</h2>
          {formError('fields') ? <p className="field-error">{formError('fields')}</p> : null}
          <AddFieldControls
            columns={state.columns}
            categoryElements={categoryElements}
            onAdd={(type, column) => {
              builder.add(type, column, null);
              builder.revealSettings(true);
            }}
          />
          <div className="builder-workspace">
            <FormCanvas
              state={state}
              locale={locale}
              errors={errors.fields}
              categoryElements={categoryElements}
              hasRecords={hasRecords}
              onAdd={builder.add}
              onMove={(uid, column, before) => edit((current) => moveField(current, uid, column, before))}
              onReorder={(uid, over) => edit((current) => reorderField(current, uid, over))}
              onSelect={builder.select}
              onRemove={builder.remove}
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
                  onChange={(patch) => builder.changeField(selected.uid, patch)}
                />
              ) : (
                <NoFieldSelected />
              )}
            </div>
          </div>
          <p role="status" className="visually-hidden">
            {builder.news}
          </p>
        </section>
        <SaveBar
          form={errors}
          dirty={builder.dirty}
          saved={builder.saved ? intl.formatMessage(formMessages.saved) : null}
          onReload={() => builder.reload.mutate(route)}
          reloading={builder.reload.isPending}
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
    <BuilderPageFrame screen="form" project={project} application={application} projectId={route.projectId} element={view.element}>
      <FormBuilder route={route} view={view} canEdit={application.level === 'full'} />
    </BuilderPageFrame>
  );
}

export function Component() {
  const params = useParams();
  const route = builderElementOf(params);
  return <FormBuilderPage key={`${route.projectId}/${route.ref}/${route.element}`} route={route} />;
}
