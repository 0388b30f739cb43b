/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}/webapp[/{step}]` (SPEC §2 "Web app wizard";
 * issue 15): step 1 main information, then the template's steps, then the preview and the publication. The draft
 * is edited in memory across the steps (the step list links them, each marked complete or not by the shared
 * `stepIssues`); "Suivant" checks the step, saves the draft with the next step and moves on; "Précédent" saves
 * when something changed; "Enregistrer le brouillon" saves. A stale draft (409) offers to reload the latest, never
 * overwrites it. `…/webapp` resumes at the step of the last save. Readers see every step, read-only. An application
 * of another kind is a 404.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs, Navigate, useNavigate, useParams } from 'react-router';
import type { FieldIssue } from '../../../../../shared/errors';
import { isWebapp } from '../../../../../shared/kinds';
import type { WebappConfig, WebappDraft, WebappState } from '../../../../../shared/schemas/webapps';
import { incompleteSteps, unknownLinks } from '../../../../../shared/webapp-steps';
import { TEMPLATE_STEPS, type WebappStep, isContentKind } from '../../../../../shared/webapp-templates';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-guard';
import { isApiError } from '../../../lib/api';
import { fieldErrors, fieldMessageFor } from '../../../lib/field-messages';
import { useForm } from '../../../lib/forms/use-form';
import { applicationKindsQuery, applicationQuery, projectQuery } from '../../../lib/projects/queries';
import { applicationRefOf, canLoad, notFound, paths, projectIdOf } from '../../../lib/projects/route-helpers';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { queryClient } from '../../../lib/query-client';
import { useLocale } from '../../../lib/use-locale';
import { type WebappRef, useSaveDraft, webappKeys, webappStateQuery } from '../api/webapp';
import { ContentStep } from '../components/content-step';
import {
  HomeStep,
  IdentityStep,
  LanguagesStep,
  LegalStep,
  MainStep,
  NavigationStep,
  PracticalStep,
  SeoStep,
} from '../components/part-steps';
import { PreviewFrames } from '../components/preview-frames';
import { Publication } from '../components/publication';
import type { StepProps } from '../components/step-form';
import { previewMessages, stepNames, wizardMessages as messages } from '../messages';
import { apiIssues, issuesOfStep, neighbours, sameConfig, shapeIssues, stepOfPath, stepToOpen } from '../model';
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

const STEP_FORMS = {
  main: MainStep,
  identity: IdentityStep,
  home: HomeStep,
  navigation: NavigationStep,
  practical: PracticalStep,
  languages: LanguagesStep,
  seo: SeoStep,
  legal: LegalStep,
} as const;

function StepForm({ step, ...props }: StepProps & { readonly step: WebappStep }) {
  if (step === 'preview') return null;
  if (isContentKind(step)) return <ContentStep kind={step} {...props} />;
  const Form = STEP_FORMS[step];
  return <Form {...props} />;
}

/** True on screens wide enough for the preview beside the form (no matchMedia: a phone). */
function useWide(query = '(min-width: 75rem)'): boolean {
  const [wide, setWide] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const change = () => setWide(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return wide;
}

interface Saved {
  readonly config: WebappConfig;
  readonly version: number;
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
  const navigate = useNavigate();
  const { step: asked } = useParams();
  const [config, setConfig] = useState<WebappConfig>(state.draft.config);
  const [saved, setSaved] = useState<Saved>({ config: state.draft.config, version: state.draft.version });
  const [status, setStatus] = useState<string | null>(null);
  const [fixSteps, setFixSteps] = useState<readonly WebappStep[]>([]);
  const [go, setGo] = useState<WebappStep | null>(null);
  const [pending, setPending] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const busy = useRef(false);
  const wide = useWide();
  const form = useForm();
  const save = useSaveDraft();
  const context = state.context;
  const template = config.main.template;
  const steps = TEMPLATE_STEPS[template];
  const step = stepToOpen(template, asked, state.draft.step);
  const dirty = !sameConfig(config, saved.config);
  const stepPath = (target: WebappStep) => `${base}/${target}`;
  const { previous, next } = neighbours(template, step);
  const incomplete = incompleteSteps(config, context);
  const stepName = intl.formatMessage(stepNames[step]);
  useDocumentTitle(intl.formatMessage(messages.documentTitle, { name: stepName, title }));

  // Once shown, a field's error stays only while the rule still fails (it goes as soon as the field is right).
  const { setFields } = form;
  useEffect(() => {
    setFields((current) => {
      if (Object.keys(current).length === 0) return current;
      const still = new Set(issuesOfStep(step, config, context).map((issue) => issue.field));
      const kept = Object.fromEntries(Object.entries(current).filter(([path]) => still.has(path)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [config, step, context, setFields]);

  // Moving on after a save, once the saved draft is the one shown (the unsaved guard reads `dirty`).
  useEffect(() => {
    if (go !== null && !dirty) {
      setGo(null);
      navigate(stepPath(go));
    }
  });

  const edit = (change: (current: WebappConfig) => WebappConfig) => {
    setStatus(null);
    setConfig(change);
  };

  /** Shows problems: this step's on its fields (the focus goes to the first), the other steps' as links. */
  const refuse = (issues: readonly FieldIssue[], code: string) => {
    const others = [...new Set(issues.map((issue) => stepOfPath(issue.field, template)).filter((owner) => owner !== undefined))].filter(
      (owner) => owner !== step,
    );
    setFixSteps(others);
    form.reject(fieldErrors(issues.filter((issue) => stepOfPath(issue.field, template) === step)), code);
  };

  /** Saves the draft (with `target` as its step); the saved draft, or null when refused (the screen says why). */
  const saveDraft = async (target: WebappStep): Promise<WebappDraft | null> => {
    const shape = shapeIssues(config);
    if (shape.length > 0) {
      refuse(shape, 'VALIDATION_FAILED');
      return null;
    }
    try {
      const draft = await save.mutateAsync({ to, config, version: saved.version, step: target });
      setSaved({ config: draft.config, version: draft.version });
      setConfig(draft.config);
      setFixSteps([]);
      form.clear();
      return draft;
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'WEBAPP_HOST_TAKEN') {
        setFixSteps(step === 'main' ? [] : ['main']);
        form.reject(step === 'main' ? { 'main.host': fieldMessageFor('errors.WEBAPP_HOST_TAKEN') } : {}, 'WEBAPP_HOST_TAKEN');
      } else if (isApiError(failure) && failure.status === 409) form.fail(failure, 'CONFLICT');
      else if (isApiError(failure) && failure.code === 'VALIDATION_FAILED') refuse(apiIssues(failure.details), 'VALIDATION_FAILED');
      else form.fail(failure);
      return null;
    }
  };

  /** One action at a time; `pending` while it runs. */
  const run = async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setStatus(null);
    try {
      await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    void run(async () => {
      const issues = issuesOfStep(step, config, context);
      if (issues.length > 0) return refuse(issues, 'VALIDATION_FAILED');
      if (await saveDraft(next)) setGo(next);
    });
  };
  const onPrevious = () => {
    if (!previous) return;
    void run(async () => {
      if (!dirty) {
        form.clear();
        setFixSteps([]);
        navigate(stepPath(previous));
        return;
      }
      if (await saveDraft(previous)) setGo(previous);
    });
  };
  const onSave = () =>
    void run(async () => {
      if (await saveDraft(step)) setStatus(intl.formatMessage(messages.saved));
    });
  /** Before publishing: the version to publish (saved first when changed or never saved). */
  const saveFirst = async (): Promise<number | null> => {
    if (!dirty && saved.version > 0) return saved.version;
    return (await saveDraft(step))?.version ?? null;
  };

  if (asked !== step) return <Navigate replace to={stepPath(step)} />;

  const stepProps: StepProps = {
    config,
    context,
    edit,
    errorOf: (path) => form.errorText(path),
    errorUnder: (prefix) => {
      const key = Object.keys(form.fields).find((path) => path.startsWith(prefix));
      return key ? form.errorText(key) : undefined;
    },
    canEdit,
  };
  // The preview route refuses a draft linking what the caller cannot read: say why rather than show a failed frame.
  const preview =
    unknownLinks(config, context).length > 0 ? (
      <p className="notice">{intl.formatMessage(previewMessages.unknownLinks)}</p>
    ) : (
      <PreviewFrames projectId={to.projectId} applicationId={to.applicationId} config={config} />
    );
  return (
    <div className="webapp-wizard">
      {canEdit ? <UnsavedChangesGuard dirty={dirty} within={`${base}/`} /> : null}
      <nav className="webapp-steps" aria-label={intl.formatMessage(messages.steps)}>
        <ol>
          {steps.map((item, index) => {
            const done = item === 'preview' ? incomplete.length === 0 : !incomplete.includes(item);
            return (
              <li key={item} className={done ? 'is-complete' : 'is-incomplete'}>
                <Link to={stepPath(item)} aria-current={item === step ? 'step' : undefined}>
                  <span className="webapp-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="webapp-step-name">{intl.formatMessage(stepNames[item])}</span>
                  <span className="webapp-step-state">
                    <span className="visually-hidden">, </span>
                    {intl.formatMessage(done ? messages.complete : messages.incomplete)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="webapp-body">
        <form
          ref={form.form}
          className="card webapp-form"
          noValidate
          aria-labelledby="webapp-step-title"
          onSubmit={canEdit ? onNext : (event) => event.preventDefault()}
        >
          <h2 id="webapp-step-title">
            {intl.formatMessage(messages.stepHeading, { number: steps.indexOf(step) + 1, total: steps.length, name: stepName })}
          </h2>
          <FormError code={form.formError}>
            {form.formError === 'CONFLICT' ? (
              <button type="button" className="button" onClick={onReload}>
                {intl.formatMessage(messages.reload)}
              </button>
            ) : null}
            {fixSteps.length > 0 ? (
              <>
                <p>{intl.formatMessage(messages.fixSteps)}</p>
                <ul>
                  {fixSteps.map((owner) => (
                    <li key={owner}>
                      <Link to={stepPath(owner)}>{intl.formatMessage(stepNames[owner])}</Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </FormError>
          {step === 'preview' ? null : (
            <fieldset className="webapp-fieldset" disabled={!canEdit}>
              <StepForm step={step} {...stepProps} />
            </fieldset>
          )}
          <div className="webapp-actions">
            {previous ? (
              canEdit ? (
                <button type="button" className="button" aria-disabled={pending || undefined} onClick={onPrevious}>
                  {intl.formatMessage(messages.previous)}
                </button>
              ) : (
                <Link className="button" to={stepPath(previous)}>
                  {intl.formatMessage(messages.previous)}
                </Link>
              )
            ) : null}
            {canEdit ? (
              <button type="button" className="button" aria-disabled={pending || undefined} onClick={onSave}>
                {intl.formatMessage(pending && !go ? messages.saving : messages.save)}
              </button>
            ) : null}
            {next ? (
              canEdit ? (
                <button type="submit" className="button primary" aria-disabled={pending || undefined}>
                  {intl.formatMessage(messages.next)}
                </button>
              ) : (
                <Link className="button primary" to={stepPath(next)}>
                  {intl.formatMessage(messages.next)}
                </Link>
              )
            ) : null}
          </div>
          <FormStatus>{status}</FormStatus>
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
              saveFirst={saveFirst}
              onConflict={onReload}
            />
          </>
        ) : null}
      </div>
      {step === 'preview' ? null : (
        <aside className="webapp-aside" aria-labelledby="webapp-aside-title">
          <h2 id="webapp-aside-title" className={wide ? undefined : 'visually-hidden'}>
            {intl.formatMessage(previewMessages.title)}
          </h2>
          {wide ? null : (
            <button
              type="button"
              className="button"
              aria-expanded={previewOpen}
              aria-controls="webapp-aside-preview"
              onClick={() => setPreviewOpen((open) => !open)}
            >
              {intl.formatMessage(previewMessages.show)}
            </button>
          )}
          <div id="webapp-aside-preview">{wide || previewOpen ? preview : null}</div>
        </aside>
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
