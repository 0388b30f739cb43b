/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}/webapp[/{step}]` (docs/product.md, "Screens and
 * routes": the web app wizard): step 1 main information, then the template's steps, then the preview and the
 * publication. The draft is edited in memory across the steps (use-webapp-draft.ts; the step list links them, each
 * marked complete or not by the shared `stepIssues`); the actions save it and move (use-step-actions.ts). A stale
 * draft (409) offers to reload the latest, never overwrites it. `…/webapp` resumes at the step of the last save.
 * Readers see every step, read-only. An application of another kind is a 404.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs, Navigate, useParams } from 'react-router';
import { isWebapp } from '../../../../../shared/kinds';
import type { WebappState } from '../../../../../shared/schemas/webapps';
import { incompleteSteps } from '../../../../../shared/webapp-steps';
import { TEMPLATE_STEPS, type WebappStep } from '../../../../../shared/webapp-templates';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormStatus } from '../../../components/ui/form-alert';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-guard';
import { applicationKindsQuery, applicationQuery, projectQuery } from '../../../lib/projects/queries';
import { applicationRefOf, canLoad, notFound, paths, projectIdOf } from '../../../lib/projects/route-helpers';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { queryClient } from '../../../lib/query-client';
import { useLocale } from '../../../lib/use-locale';
import { type WebappRef, webappKeys, webappStateQuery } from '../api/webapp';
import { PreviewAside } from '../components/preview-aside';
import { DraftPreview } from '../components/preview-frames';
import { Publication } from '../components/publication';
import { StepList } from '../components/step-list';
import { StepForm } from '../components/steps';
import { SaveProblems, WizardActions } from '../components/wizard-actions';
import { previewMessages, stepNames, wizardMessages as messages } from '../messages';
import { useStepActions } from '../use-step-actions';
import { useWebappDraft } from '../use-webapp-draft';
import '../webapps.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

/** The project, the application (a web app, else 404), the kinds registry and the wizard's state. */
export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  const projectId = projectIdOf(args.params);
  const ref = applicationRefOf(args.params, 'applicationId');
  const [, application] = await Promise.all([
    queryClient.fetchQuery(projectQuery(projectId)),
    queryClient.fetchQuery(applicationQuery(projectId, ref)),
    queryClient.fetchQuery(applicationKindsQuery()),
  ]);
  if (!isWebapp(application.kind)) throw notFound();
  await queryClient.fetchQuery(webappStateQuery({ projectId, applicationId: application.applicationId }));
  return null;
}

function Wizard({
  to,
  state,
  title,
  base,
  canEdit,
  onReload,
}: {
  readonly to: WebappRef;
  readonly state: WebappState;
  readonly title: string;
  /** The wizard's own path (`…/webapp`). */
  readonly base: string;
  readonly canEdit: boolean;
  readonly onReload: () => void;
}) {
  const intl = useIntl();
  const { step: asked } = useParams();
  const [previewOpen, setPreviewOpen] = useState(false);
  const draft = useWebappDraft(to, state, asked);
  const { config, step, form } = draft;
  const context = state.context;
  const template = config.main.template;
  const steps = TEMPLATE_STEPS[template];
  const stepPath = (target: WebappStep) => `${base}/${target}`;
  const actions = useStepActions(draft, context, stepPath);
  const incomplete = incompleteSteps(config, context);
  const stepName = intl.formatMessage(stepNames[step]);
  useDocumentTitle(intl.formatMessage(messages.documentTitle, { name: stepName, title }));

  if (asked !== step) return <Navigate replace to={stepPath(step)} />;

  const preview = <DraftPreview to={to} config={config} context={context} />;
  return (
    <div className="webapp-wizard">
      {canEdit ? <UnsavedChangesGuard dirty={draft.dirty} within={`${base}/`} /> : null}
      <StepList steps={steps} step={step} incomplete={incomplete} stepPath={stepPath} />
      <div className="webapp-body">
        <form
          ref={form.form}
          className="card webapp-form"
          noValidate
          aria-labelledby="webapp-step-title"
          onSubmit={canEdit ? actions.onNext : (event) => event.preventDefault()}
        >
          <h2 id="webapp-step-title">
            {intl.formatMessage(messages.stepHeading, { number: steps.indexOf(step) + 1, total: steps.length, name: stepName })}
          </h2>
          <SaveProblems code={form.formError} fixSteps={draft.fixSteps} stepPath={stepPath} onReload={onReload} />
          {step === 'preview' ? null : (
            <fieldset className="webapp-fieldset" disabled={!canEdit}>
              <StepForm step={step} {...draft.stepProps(canEdit)} />
            </fieldset>
          )}
          <WizardActions
            canEdit={canEdit}
            previous={actions.previous}
            next={actions.next}
            pending={actions.pending}
            saving={actions.saving}
            stepPath={stepPath}
            onPrevious={actions.onPrevious}
            onSave={actions.onSave}
          />
          <FormStatus>{draft.status}</FormStatus>
        </form>
        {step === 'preview' ? (
          <>
            <section className="card" aria-labelledby="webapp-preview-title">
              <h3 id="webapp-preview-title">{intl.formatMessage(previewMessages.title)}</h3>
              {preview}
            </section>
            <Publication
              to={to}
              state={state}
              incomplete={incomplete}
              template={template}
              canEdit={canEdit}
              stepPath={stepPath}
              saveFirst={actions.saveFirst}
              onConflict={onReload}
            />
          </>
        ) : null}
      </div>
      {step === 'preview' ? null : (
        <PreviewAside open={previewOpen} onToggle={() => setPreviewOpen((open) => !open)}>
          {preview}
        </PreviewAside>
      )}
    </div>
  );
}

export function Component() {
  const { projectId = '', applicationId: ref = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const client = useQueryClient();
  const { project, application } = useProjectApplication(projectId, ref);
  const to = { projectId, applicationId: application?.applicationId ?? '' };
  const { data: state } = useQuery({ ...webappStateQuery(to), enabled: application !== undefined });
  // Bumped by a reload: the wizard starts again from the latest draft.
  const [generation, setGeneration] = useState(0);
  if (!project || !application || !state) return <Loading />;
  const dashboard = paths.application(locale, projectId, ref);
  const canEdit = application.level === 'full';
  const reload = () => {
    void client.invalidateQueries({ queryKey: webappKeys.state(to) }).then(() => setGeneration((count) => count + 1));
  };
  return (
    <div className="page projects-page webapp-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{application.title}</p>
        <h1>{intl.formatMessage(messages.eyebrow)}</h1>
        {canEdit ? null : <p className="notice">{intl.formatMessage(messages.readOnly)}</p>}
        <p>
          <Link to={dashboard}>{intl.formatMessage(messages.toDashboard)}</Link>
        </p>
      </header>
      <Wizard
        key={generation}
        to={to}
        state={state}
        title={application.title}
        base={`${dashboard}/webapp`}
        canEdit={canEdit}
        onReload={reload}
      />
    </div>
  );
}
