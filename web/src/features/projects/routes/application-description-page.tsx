/**
 * `/{lang}/customer/projects/{projectId}/configure/{applicationSlug}/description` (docs/product.md, "Screens and routes"): view and edit
 * the application's title, description, url and catalogue options (the version read is sent back, so a
 * stale edit answers 409 and shows errors.CONFLICT); delete the application, confirmed through the modal.
 */
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { DEFAULT_CATALOGUE_OPTIONS } from '../../../../../shared/kinds';
import type { ApplicationDetail, ProjectDetail } from '../../../../../shared/project-views';
import { UpdateApplicationInput } from '../../../../../shared/schemas/projects';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { WebAddress } from '../../../components/ui/web-address';
import { applicationBody, ApplicationFields, applicationFieldMessages, type ApplicationValues } from '../components/application-fields';
import { DeleteControls } from '../components/confirm-delete';
import { ElementCounts } from '../components/element-counts';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { useDeleteApplication } from '../api/delete-application';
import { useUpdateApplication } from '../api/update-application';
import { RequiredNote } from '../components/required-note';
import { useKinds } from '../components/project-parts';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useLocale } from '../../../lib/use-locale';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { applicationLoader, paths } from '../../../lib/projects/route-helpers';
import type { ConfigureAppsState } from './configure-apps-page';
import '../projects.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const messages = {
  ...defineMessages({
    title: { id: 'applications.description.title', defaultMessage: "Description de l'application" },
    form: { id: 'applications.description.form', defaultMessage: "Modifier l'application" },
    save: { id: 'applications.description.save', defaultMessage: 'Enregistrer' },
    saving: { id: 'applications.description.saving', defaultMessage: 'Enregistrement…' },
    saved: { id: 'applications.description.saved', defaultMessage: 'Vos modifications ont été enregistrées.' },
    elementsTitle: { id: 'applications.description.elements', defaultMessage: 'Éléments' },
    open: { id: 'applications.description.open', defaultMessage: "Ouvrir le tableau de bord de l'application" },
    yes: { id: 'applications.description.yes', defaultMessage: 'Oui' },
    no: { id: 'applications.description.no', defaultMessage: 'Non' },
    empty: { id: 'applications.description.empty', defaultMessage: 'Non renseignée' },
    deleteTitle: { id: 'applications.delete.title', defaultMessage: "Supprimer l'application" },
    deleteHelp: {
      id: 'applications.delete.help',
      defaultMessage: "La suppression est définitive\u00a0: les fiches de l'application sont effacées avec elle.",
    },
    deleteText: {
      id: 'applications.delete.text',
      defaultMessage: "L'application et toutes ses fiches seront supprimées définitivement. Cette action est irréversible.",
    },
    deleteConfirm: { id: 'applications.delete.confirm', defaultMessage: 'Supprimer définitivement' },
  }),
  kind: defineMessage<{ kind: string }>({ id: 'applications.description.kind', defaultMessage: 'Type\u00a0: {kind}' }),
  slug: defineMessage<{ slug: string }>({
    id: 'applications.description.slug',
    defaultMessage: 'Identifiant dans les adresses\u00a0: {slug}',
  }),
  deleteQuestion: defineMessage<{ title: string }>({
    id: 'applications.delete.question',
    defaultMessage: "Supprimer l'application «\u00a0{title}\u00a0»\u00a0?",
  }),
};

export const loader = applicationLoader('applicationSlug');

const valuesOf = (application: ApplicationDetail): ApplicationValues => ({
  title: application.title,
  description: application.description,
  url: application.url,
  catalogueOptions: { ...(application.catalogueOptions ?? DEFAULT_CATALOGUE_OPTIONS) },
});

function EditForm({ application }: { application: ApplicationDetail }) {
  const intl = useIntl();
  const [values, setValues] = useState(() => valuesOf(application));
  const [saved, setSaved] = useState(false);
  const form = useForm();
  const save = useUpdateApplication({ mutationConfig: { onSuccess: () => setSaved(true) } });

  const change = (patch: Partial<ApplicationValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
    forgetFields(form, Object.keys(patch));
  };

  const submit = (event: FormEvent) => {
    // A new attempt hides the last confirmation (never shown while a save is pending: that submit is ignored).
    if (!form.pending) setSaved(false);
    return form.submit(
      event,
      () =>
        validate(UpdateApplicationInput, {
          projectId: application.projectId,
          applicationId: application.applicationId,
          ...applicationBody(application.kind, values),
          version: application.version,
        }),
      async ({ projectId: _projectId, applicationId: _applicationId, version, ...fields }) => {
        // A PATCH carries what changed (and the version read): untouched fields are left as they are.
        const stored = valuesOf(application);
        const changed = Object.fromEntries(
          Object.entries(fields).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key as keyof ApplicationValues])),
        );
        if (Object.keys(changed).length === 0) return setSaved(true);
        await save.mutateAsync({
          projectId: application.projectId,
          ref: application.applicationId,
          body: { ...changed, ...(version ? { version } : {}) },
        });
      },
    );
  };

  return (
    <form ref={form.form} className="form card" noValidate aria-label={intl.formatMessage(messages.form)} onSubmit={submit}>
      <RequiredNote />
      <FormError code={form.formError} />
      <ApplicationFields kind={application.kind} values={values} errorText={form.errorText} onChange={change} />
      <div className="form-actions">
        <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
          {intl.formatMessage(form.pending ? messages.saving : messages.save)}
        </button>
      </div>
      <FormStatus>{saved ? intl.formatMessage(messages.saved) : null}</FormStatus>
    </form>
  );
}

/** What a caller below `full` sees: the same fields, read only. */
function ReadOnlyDescription({ application }: { application: ApplicationDetail }) {
  const intl = useIntl();
  const f = applicationFieldMessages;
  const options = application.catalogueOptions;
  const yesNo = (value: boolean) => intl.formatMessage(value ? messages.yes : messages.no);
  return (
    <dl className="card definition-list">
      <div>
        <dt>{intl.formatMessage(f.title)}</dt>
        <dd>{application.title}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(f.description)}</dt>
        <dd>{application.description || intl.formatMessage(messages.empty)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(f.url)}</dt>
        <dd>{application.url ? <WebAddress value={application.url} /> : intl.formatMessage(messages.empty)}</dd>
      </div>
      {options ? (
        <>
          <div>
            <dt>{intl.formatMessage(f.multipleCategories)}</dt>
            <dd>{yesNo(options.multipleCategories)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(f.subcategories)}</dt>
            <dd>{yesNo(options.subcategories)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(f.parentCategory)}</dt>
            <dd>{yesNo(options.parentCategory)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

function DeleteApplication({ project, application }: { project: ProjectDetail; application: ApplicationDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocale();
  const deletion = useDeleteApplication({
    mutationConfig: {
      onSuccess: async () => {
        const state: ConfigureAppsState = { deletedApplication: application.title };
        await navigate(paths.configureApps(locale, project.projectId), { state });
      },
    },
  });
  return (
    <section className="card danger-zone" aria-labelledby="delete-application-title">
      <h2 id="delete-application-title">{intl.formatMessage(messages.deleteTitle)}</h2>
      <DeleteControls
        modelId={application.applicationId}
        help={intl.formatMessage(messages.deleteHelp)}
        label={intl.formatMessage(messages.deleteTitle)}
        question={intl.formatMessage(messages.deleteQuestion, { title: application.title })}
        text={intl.formatMessage(messages.deleteText)}
        confirm={intl.formatMessage(messages.deleteConfirm)}
        deletion={deletion}
        onConfirm={() => deletion.mutate(application)}
      />
    </section>
  );
}

function Description({ projectId, slug }: { projectId: string; slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const kinds = useKinds();
  const { project, application } = useProjectApplication(projectId, slug);
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(application ? `${application.title} · ${title}` : title);
  if (!project || !application) return <Loading />;
  const canEdit = application.level === 'full';
  return (
    <div className="page projects-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{title}</p>
        <h1>{application.title}</h1>
        <p className="muted">
          {intl.formatMessage(messages.kind, { kind: kinds.kindName(application.kind) })}
          {' · '}
          {intl.formatMessage(messages.slug, { slug: application.slug })}
        </p>
        <p>
          <Link to={paths.application(locale, projectId, application.slug)}>{intl.formatMessage(messages.open)}</Link>
        </p>
      </header>
      {canEdit ? <EditForm application={application} /> : <ReadOnlyDescription application={application} />}
      <section className="card" aria-labelledby="elements-title">
        <h2 id="elements-title">{intl.formatMessage(messages.elementsTitle)}</h2>
        <ElementCounts
          elements={application.elements}
          label={intl.formatMessage(messages.elementsTitle)}
          configure={canEdit ? { projectId, slug: application.slug } : undefined}
        />
      </section>
      {canEdit ? <DeleteApplication project={project} application={application} /> : null}
    </div>
  );
}

export function Component() {
  const { projectId = '', applicationSlug = '' } = useParams();
  return <Description key={`${projectId}/${applicationSlug}`} projectId={projectId} slug={applicationSlug} />;
}
