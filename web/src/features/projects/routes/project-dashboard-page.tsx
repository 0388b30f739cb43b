/**
 * `/{lang}/customer/projects/{projectId}/dashboard` (docs/product.md, "Screens and routes"): the project, its applications with their
 * builder elements and record counts, links to the application screens; rename and delete for the owner
 * (deletion confirmed through the shell modal, then back to the welcome page). A project just created opens
 * here, saying so.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { consoleOf, type KindConsole } from '../../../../../shared/kinds';
import type { ApplicationSummary, ProjectDetail } from '../../../../../shared/project-views';
import { UpdateProjectInput } from '../../../../../shared/schemas/projects';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { DeleteControls } from '../components/confirm-delete';
import { ElementCounts } from '../components/element-counts';
import { TextField } from '../../../components/ui/text-field';
import { FormError } from '../../../components/ui/form-error';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/update-project';
import { FormStatus } from '../../../components/ui/form-alert';
import { LanguageList, LevelText, useKinds } from '../components/project-parts';
import { Loading } from '../../../components/projects/loading';
import { headerMessages } from '../../../components/projects/messages';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useLocale } from '../../../lib/use-locale';
import { commonMessages, typeMessages } from '../messages';
import { projectQuery } from '../../../lib/projects/queries';
import { paths, projectLoader } from '../../../lib/projects/route-helpers';
import type { ProjectDashboardState, WelcomeState } from '../navigation-state';
import '../projects.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const messages = {
  ...defineMessages({
    details: { id: 'projects.dashboard.details', defaultMessage: 'Le projet' },
    applicationsTitle: { id: 'projects.dashboard.applications', defaultMessage: 'Applications' },
    noApplications: { id: 'projects.dashboard.noApplications', defaultMessage: "Ce projet n'a pas encore d'application." },
    addApplication: { id: 'projects.dashboard.addApplication', defaultMessage: 'Ajouter une application' },
    settingsTitle: { id: 'projects.dashboard.settings', defaultMessage: 'Réglages du projet' },
    renameForm: { id: 'projects.rename.form', defaultMessage: 'Renommer le projet' },
    rename: { id: 'projects.rename.submit', defaultMessage: 'Renommer' },
    renaming: { id: 'projects.rename.submitting', defaultMessage: 'Enregistrement…' },
    renamed: { id: 'projects.rename.done', defaultMessage: 'Le projet a été renommé.' },
    deleteTitle: { id: 'projects.delete.title', defaultMessage: 'Supprimer le projet' },
    deleteHelp: {
      id: 'projects.delete.help',
      defaultMessage: 'La suppression est définitive\u00a0: les applications du projet et toutes leurs fiches sont effacées.',
    },
    deleteButton: { id: 'projects.delete.button', defaultMessage: 'Supprimer le projet' },
    deleteText: {
      id: 'projects.delete.text',
      defaultMessage: 'Le projet, ses applications et toutes leurs fiches seront supprimés définitivement. Cette action est irréversible.',
    },
    deleteConfirm: { id: 'projects.delete.confirm', defaultMessage: 'Supprimer définitivement' },
  }),
  openApplication: defineMessage<{ title: string }>({
    id: 'projects.dashboard.openApplication',
    defaultMessage: 'Tableau de bord de «\u00a0{title}\u00a0»',
  }),
  // An application with a console of its own (shared/kinds.ts) opens on it: the live console, the web app wizard.
  openLive: defineMessage<{ title: string }>({
    id: 'projects.dashboard.openLive',
    defaultMessage: 'Console en direct de «\u00a0{title}\u00a0»',
  }),
  openWizard: defineMessage<{ title: string }>({
    id: 'projects.dashboard.openWizard',
    defaultMessage: 'Assistant de «\u00a0{title}\u00a0»',
  }),
  describeApplication: defineMessage<{ title: string }>({
    id: 'projects.dashboard.describeApplication',
    defaultMessage: 'Description de «\u00a0{title}\u00a0»',
  }),
  elementsOf: defineMessage<{ title: string }>({
    id: 'projects.dashboard.elementsOf',
    defaultMessage: 'Éléments de «\u00a0{title}\u00a0»',
  }),
  created: defineMessage<{ name: string }>({
    id: 'projects.dashboard.created',
    defaultMessage: 'Le projet «\u00a0{name}\u00a0» a été créé.',
  }),
  deleteQuestion: defineMessage<{ name: string }>({
    id: 'projects.delete.question',
    defaultMessage: 'Supprimer le projet «\u00a0{name}\u00a0»\u00a0?',
  }),
};

export const loader = projectLoader;

const openConsole = { live: messages.openLive, webapp: messages.openWizard } satisfies Record<KindConsole, unknown>;

function ApplicationCard({ project, application }: { project: ProjectDetail; application: ApplicationSummary }) {
  const intl = useIntl();
  const locale = useLocale();
  const { kindName } = useKinds();
  const ownConsole = consoleOf(application.kind);
  return (
    <li className="application-card">
      <h3>{application.title}</h3>
      <p className="kind-label">{kindName(application.kind)}</p>
      {application.description ? <p className="muted">{application.description}</p> : null}
      <ElementCounts elements={application.elements} label={intl.formatMessage(messages.elementsOf, { title: application.title })} />
      <p className="card-actions">
        <Link className="button" to={paths.application(locale, project.projectId, application.slug)}>
          {intl.formatMessage(messages.openApplication, { title: application.title })}
        </Link>
        {ownConsole ? (
          <Link className="button" to={`${paths.application(locale, project.projectId, application.slug)}/${ownConsole}`}>
            {intl.formatMessage(openConsole[ownConsole], { title: application.title })}
          </Link>
        ) : null}
        {application.level === 'full' ? (
          <Link className="button" to={paths.description(locale, project.projectId, application.slug)}>
            {intl.formatMessage(messages.describeApplication, { title: application.title })}
          </Link>
        ) : null}
      </p>
    </li>
  );
}

function RenameForm({ project }: { project: ProjectDetail }) {
  const intl = useIntl();
  const [name, setName] = useState(project.name);
  const [done, setDone] = useState(false);
  const form = useForm();
  const rename = useUpdateProject({
    mutationConfig: {
      onSuccess: (updated) => {
        setName(updated.name);
        setDone(true);
      },
    },
  });
  const submit = (event: FormEvent) => {
    // A new attempt hides the last confirmation (never shown while a rename is pending: that submit is ignored).
    if (!form.pending) setDone(false);
    return form.submit(
      event,
      () => validate(UpdateProjectInput, { projectId: project.projectId, name, version: project.version }),
      (output) =>
        rename.mutateAsync({
          projectId: project.projectId,
          body: { name: output.name ?? name, ...(output.version ? { version: output.version } : {}) },
        }),
    );
  };
  return (
    <form ref={form.form} className="form inline-form" noValidate aria-labelledby="rename-title" onSubmit={submit}>
      <h3 id="rename-title">{intl.formatMessage(messages.renameForm)}</h3>
      <FormError code={form.formError} />
      <TextField
        label={intl.formatMessage(commonMessages.name)}
        name="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setDone(false);
          forgetFields(form, ['name']);
        }}
        error={form.errorText('name')}
        required
        maxLength={120}
        autoComplete="off"
      />
      <div className="form-actions">
        <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
          {intl.formatMessage(form.pending ? messages.renaming : messages.rename)}
        </button>
      </div>
      <FormStatus>{done ? intl.formatMessage(messages.renamed) : null}</FormStatus>
    </form>
  );
}

function DeleteProject({ project }: { project: ProjectDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocale();
  const deletion = useDeleteProject({
    mutationConfig: {
      onSuccess: async () => {
        const state: WelcomeState = { deletedProject: project.name };
        await navigate(paths.welcome(locale), { state });
      },
    },
  });
  return (
    <div className="danger-zone">
      <h3>{intl.formatMessage(messages.deleteTitle)}</h3>
      <DeleteControls
        modelId={project.projectId}
        help={intl.formatMessage(messages.deleteHelp)}
        label={intl.formatMessage(messages.deleteButton)}
        question={intl.formatMessage(messages.deleteQuestion, { name: project.name })}
        text={intl.formatMessage(messages.deleteText)}
        confirm={intl.formatMessage(messages.deleteConfirm)}
        deletion={deletion}
        onConfirm={() => deletion.mutate(project.projectId)}
      />
    </div>
  );
}

export function Component() {
  const { projectId = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const { data: project } = useQuery(projectQuery(projectId));
  useDocumentTitle(project?.name ?? intl.formatMessage(headerMessages.loading));
  if (!project) return <Loading />;
  const canConfigure = project.level === 'full';
  // Set by the welcome page after a creation, shown once here.
  const created = (location.state as ProjectDashboardState | null)?.createdProject;
  return (
    <div className="page projects-page">
      <ProjectHeader project={project} canConfigure={canConfigure} />
      <header className="page-header">
        <h1>{project.name}</h1>
        <dl className="meta-list" aria-label={intl.formatMessage(messages.details)}>
          <div>
            <dt>{intl.formatMessage(commonMessages.languages)}</dt>
            <dd>
              <LanguageList languages={project.languages} />
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(commonMessages.type)}</dt>
            <dd>{intl.formatMessage(typeMessages[project.type])}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(commonMessages.yourLevel)}</dt>
            <dd>
              <LevelText project={project} />
            </dd>
          </div>
        </dl>
        <div className="notice-area" role="status">
          {created ? <p className="notice">{intl.formatMessage(messages.created, { name: created })}</p> : null}
        </div>
      </header>

      <section aria-labelledby="applications-title">
        <div className="section-header">
          <h2 id="applications-title">{intl.formatMessage(messages.applicationsTitle)}</h2>
          {canConfigure ? (
            <Link className="button primary" to={paths.configureApps(locale, project.projectId)}>
              {intl.formatMessage(messages.addApplication)}
            </Link>
          ) : null}
        </div>
        {project.applications.length === 0 ? (
          <p>{intl.formatMessage(messages.noApplications)}</p>
        ) : (
          <ul className="application-grid">
            {project.applications.map((application) => (
              <ApplicationCard key={application.applicationId} project={project} application={application} />
            ))}
          </ul>
        )}
      </section>

      {project.isOwner ? (
        <section className="card" aria-labelledby="settings-title">
          <h2 id="settings-title">{intl.formatMessage(messages.settingsTitle)}</h2>
          <RenameForm project={project} />
          <DeleteProject project={project} />
        </section>
      ) : null}
    </div>
  );
}
