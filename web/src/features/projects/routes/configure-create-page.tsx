import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_CATALOGUE_OPTIONS, isApplicationKind, type ApplicationKind } from '../../../../../shared/kinds';
import type { ProjectDetail } from '../../../../../shared/project-views';
import { CreateApplicationInput } from '../../../../../shared/schemas/projects';
import { errorMessages } from '../../../lib/error-messages';
import { applicationBody, ApplicationFields, type ApplicationValues } from '../components/application-fields';
import { SelectField } from '../../../components/ui/select-field';
import { FormError } from '../../../components/ui/form-error';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { useCreateApplication } from '../api/create-application';
import { RequiredNote } from '../components/required-note';
import { useKinds } from '../components/project-parts';
import { ProjectPageHeading, useProjectPage } from '../components/project-page';
import { Loading } from '../../../components/projects/loading';
import { useLocale } from '../../../lib/use-locale';
import { commonMessages } from '../messages';
import { paths, projectLoader } from '../../../lib/projects/route-helpers';
import '../projects.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const messages = defineMessages({
  title: { id: 'applications.create.title', defaultMessage: 'Ajouter une application' },
  form: { id: 'applications.create.form', defaultMessage: 'Nouvelle application' },
  kind: { id: 'applications.field.kind', defaultMessage: "Type d'application" },
  kindPlaceholder: { id: 'applications.create.kindPlaceholder', defaultMessage: 'Choisissez un type' },
  submit: { id: 'applications.create.submit', defaultMessage: "Ajouter l'application" },
  submitting: { id: 'applications.create.submitting', defaultMessage: 'Ajout en cours…' },
  back: { id: 'applications.create.back', defaultMessage: 'Retour au tableau de bord du projet' },
});

export const loader = projectLoader;

const emptyValues = (): ApplicationValues => ({ title: '', description: '', url: '', catalogueOptions: { ...DEFAULT_CATALOGUE_OPTIONS } });

function CreateApplicationForm({ project }: { project: ProjectDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const kinds = useKinds();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('kind');
  const [kind, setKind] = useState<ApplicationKind | ''>(isApplicationKind(requested) ? requested : '');
  const [values, setValues] = useState<ApplicationValues>(emptyValues);
  const form = useForm();
  const create = useCreateApplication({
    mutationConfig: { onSuccess: (application) => navigate(paths.success(locale, project.projectId, application.slug)) },
  });

  const change = (patch: Partial<ApplicationValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    forgetFields(form, Object.keys(patch));
  };

  const chooseKind = (value: string) => {
    const next = isApplicationKind(value) ? value : '';
    setKind(next);
    forgetFields(form, ['kind']);
    setSearchParams(next ? { kind: next } : {}, { replace: true, preventScrollReset: true });
  };

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => validate(CreateApplicationInput, { projectId: project.projectId, kind, ...applicationBody(kind, values) }),
      ({ projectId, ...body }) => create.mutateAsync({ projectId, body }),
    );

  const description = kind ? kinds.text(kinds.kindOf(kind)?.description) : undefined;
  return (
    <form ref={form.form} className="form card" noValidate aria-label={intl.formatMessage(messages.form)} onSubmit={submit}>
      <RequiredNote />
      <FormError code={form.formError} />
      <SelectField
        label={intl.formatMessage(messages.kind)}
        name="kind"
        value={kind}
        onChange={(event) => chooseKind(event.target.value)}
        error={form.errorText('kind')}
        required
        placeholder={intl.formatMessage(messages.kindPlaceholder)}
        description={description || undefined}
        options={kinds.items.map((item) => ({ value: item.kind, label: kinds.text(item.name) }))}
      />
      <ApplicationFields kind={kind} values={values} errorText={form.errorText} onChange={change} />
      <div className="form-actions">
        <Link className="button" to={paths.configureApps(locale, project.projectId)}>
          {intl.formatMessage(commonMessages.cancel)}
        </Link>
        <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
          {intl.formatMessage(form.pending ? messages.submitting : messages.submit)}
        </button>
      </div>
    </form>
  );
}

export function Component() {
  const { projectId = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(messages.title);
  const project = useProjectPage(projectId, title);
  if (!project) return <Loading />;
  const canConfigure = project.level === 'full';
  return (
    <div className="page projects-page">
      <ProjectPageHeading project={project} title={title} />
      {canConfigure ? (
        <CreateApplicationForm project={project} />
      ) : (
        <div className="card">
          <p>{intl.formatMessage(errorMessages.FORBIDDEN)}</p>
          <p>
            <Link to={paths.project(locale, project.projectId)}>{intl.formatMessage(messages.back)}</Link>
          </p>
        </div>
      )}
    </div>
  );
}
