/**
 * `/{lang}/customer/delegate` (SPEC §2 "Delegate rights", issue 13): the projects the customer owns; for the one picked,
 * the people who hold rights on it with their level on the whole project and on each application (one select each,
 * saved at once), and a form to add a person by e-mail address. Each application's cell says the level that applies
 * there and where it comes from (shared/projects.ts, `effectiveLevel`): an application's own right only raises the
 * project's level, so levels not above it are not offered there. The answer is the same whether the address has an
 * account or not (an invitation is mailed otherwise): the page never tells which.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs } from 'react-router';
import type { ApplicationSummary, ProjectGrant } from '../../../../../shared/project-views';
import { ACCESS_LEVELS, atLeast, effectiveLevel, type AccessLevel } from '../../../../../shared/projects';
import { PutGrantInput } from '../../../../../shared/schemas/projects';
import { Loading } from '../../../components/projects/loading';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { TextField } from '../../../components/ui/text-field';
import { errorCodeOf } from '../../../lib/error-messages';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { projectListQuery, projectQuery } from '../../../lib/projects/queries';
import { canLoad, paths } from '../../../lib/projects/route-helpers';
import { queryClient } from '../../../lib/query-client';
import { useLocale } from '../../../lib/use-locale';
import { grantsQuery, usePutGrant } from '../api/grants';
import '../delegation.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const messages = defineMessages({
  documentTitle: { id: 'delegation.documentTitle', defaultMessage: 'Déléguer des droits' },
  title: { id: 'delegation.title', defaultMessage: 'Déléguer des droits' },
  lead: {
    id: 'delegation.lead',
    defaultMessage:
      "Donnez accès à vos projets à d'autres personnes, sur tout le projet ou sur une seule application. Une personne sans compte reçoit une invitation par e-mail.",
  },
  project: { id: 'delegation.project', defaultMessage: 'Projet' },
  empty: {
    id: 'delegation.empty',
    defaultMessage: "Vous ne possédez encore aucun projet : créez-en un pour pouvoir y donner accès à d'autres personnes.",
  },
  emptyLink: { id: 'delegation.emptyLink', defaultMessage: 'Créer un projet depuis mes projets' },
  usersTitle: { id: 'delegation.usersTitle', defaultMessage: 'Utilisateurs' },
  noUsers: { id: 'delegation.noUsers', defaultMessage: "Personne d'autre que vous n'a encore accès à ce projet." },
  user: { id: 'delegation.user', defaultMessage: 'Utilisateur' },
  wholeProject: { id: 'delegation.wholeProject', defaultMessage: 'Tout le projet' },
  addTitle: { id: 'delegation.addTitle', defaultMessage: 'Ajouter un utilisateur' },
  email: { id: 'delegation.email', defaultMessage: 'Adresse e-mail' },
  level: { id: 'delegation.level', defaultMessage: 'Accès' },
  scope: { id: 'delegation.scope', defaultMessage: 'Sur' },
  add: { id: 'delegation.add', defaultMessage: 'Donner accès' },
  adding: { id: 'delegation.adding', defaultMessage: 'Enregistrement…' },
  saved: { id: 'delegation.saved', defaultMessage: 'Modifications enregistrées.' },
});
const levelMessages = defineMessages({
  none: { id: 'delegation.levels.none', defaultMessage: 'Aucun accès' },
  read: { id: 'delegation.levels.read', defaultMessage: 'Lecture seule' },
  write: { id: 'delegation.levels.write', defaultMessage: 'Lecture et écriture' },
  full: { id: 'delegation.levels.full', defaultMessage: 'Accès complet' },
});
const cellLabel = defineMessage<{ email: string; scope: string }>({
  id: 'delegation.cellLabel',
  defaultMessage: 'Accès de {email} sur {scope}',
});
const tableCaption = defineMessage<{ project: string }>({
  id: 'delegation.tableCaption',
  defaultMessage: 'Les utilisateurs du projet {project} et leur accès, sur tout le projet et sur chaque application',
});
const sourceMessages = defineMessages({
  project: { id: 'delegation.source.project', defaultMessage: 'via le projet' },
  application: { id: 'delegation.source.application', defaultMessage: "droit propre à l'application" },
});
const effectiveMessage = defineMessage<{ level: string; source: string }>({
  id: 'delegation.effective',
  defaultMessage: '{level} ({source})',
});
const projectLevelOption = defineMessage({ id: 'delegation.projectLevelOption', defaultMessage: 'Niveau du projet' });
const projectFloor = defineMessage<{ level: string }>({
  id: 'delegation.projectFloor',
  defaultMessage: "Le niveau du projet ({level}) s'applique à toutes ses applications : seul un niveau supérieur peut être donné ici.",
});
const ownRightIneffective = defineMessage<{ own: string; level: string }>({
  id: 'delegation.ownRightIneffective',
  defaultMessage: "Le droit propre à cette application ({own}) est sans effet : le niveau du projet ({level}) s'applique.",
});
const addedStatus = defineMessage<{ email: string }>({
  id: 'delegation.added',
  defaultMessage: "Les droits de {email} sont enregistrés. S'il n'a pas encore de compte, une invitation lui est envoyée par e-mail.",
});

export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  await queryClient.fetchQuery(projectListQuery());
  return null;
}

/** The people of one project, each with a level per scope (the whole project, then each application). */
interface Person {
  readonly email: string;
  readonly levels: ReadonlyMap<string, AccessLevel>;
}
const PROJECT_SCOPE = '';
function peopleOf(grants: readonly ProjectGrant[]): Person[] {
  const byEmail = new Map<string, { email: string; levels: Map<string, AccessLevel> }>();
  for (const grant of grants) {
    const key = grant.email.toLowerCase();
    const person = byEmail.get(key) ?? { email: grant.email, levels: new Map<string, AccessLevel>() };
    person.levels.set(grant.applicationId ?? PROJECT_SCOPE, grant.level);
    byEmail.set(key, person);
  }
  return [...byEmail.values()];
}

function useLevelOptions() {
  const intl = useIntl();
  return ACCESS_LEVELS.map((level) => ({ value: level, label: intl.formatMessage(levelMessages[level]) }));
}

/**
 * One person's cell for one application: the level that applies and its source, then the select of the application's
 * own right, whose levels not above the project's are disabled with a note saying that the project's level applies.
 */
function ApplicationLevel({
  label,
  projectLevel,
  ownLevel,
  onChange,
}: {
  label: string;
  projectLevel: AccessLevel;
  ownLevel: AccessLevel;
  onChange: (level: AccessLevel) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const levelText = (level: AccessLevel) => intl.formatMessage(levelMessages[level]);
  const { level, source } = effectiveLevel(projectLevel, ownLevel);
  const floor = projectLevel !== 'none';
  const ineffective = floor && ownLevel !== 'none' && atLeast(projectLevel, ownLevel);
  return (
    <div className="delegation-cell">
      <p id={`${id}-effective`} className="delegation-effective">
        {source === 'none'
          ? levelText(level)
          : intl.formatMessage(effectiveMessage, { level: levelText(level), source: intl.formatMessage(sourceMessages[source]) })}
      </p>
      <select
        className="input select"
        aria-label={label}
        aria-describedby={floor ? `${id}-effective ${id}-note` : `${id}-effective`}
        value={ownLevel}
        onChange={(event) => onChange(event.target.value as AccessLevel)}
      >
        {ACCESS_LEVELS.map((option) => (
          // Below or at the project's level, an application's right would change nothing: not offered.
          <option key={option} value={option} disabled={floor && option !== 'none' && atLeast(projectLevel, option)}>
            {floor && option === 'none' ? intl.formatMessage(projectLevelOption) : levelText(option)}
          </option>
        ))}
      </select>
      {floor ? (
        <p id={`${id}-note`} className="delegation-note small muted">
          {ineffective
            ? intl.formatMessage(ownRightIneffective, { own: levelText(ownLevel), level: levelText(projectLevel) })
            : intl.formatMessage(projectFloor, { level: levelText(projectLevel) })}
        </p>
      ) : null}
    </div>
  );
}

function PeopleTable({
  projectId,
  projectName,
  applications,
  grants,
  onSaved,
  onFailed,
}: {
  projectId: string;
  projectName: string;
  applications: readonly ApplicationSummary[];
  grants: readonly ProjectGrant[];
  onSaved: () => void;
  onFailed: () => void;
}) {
  const intl = useIntl();
  const options = useLevelOptions();
  const save = usePutGrant({ mutationConfig: { onSuccess: onSaved, onError: onFailed } });
  const whole = intl.formatMessage(messages.wholeProject);
  const user = intl.formatMessage(messages.user);
  return (
    <StackedTable
      caption={intl.formatMessage(tableCaption, { project: projectName })}
      columns={[user, whole, ...applications.map((app) => app.title)]}
    >
      {peopleOf(grants).map((person) => (
        <StackedRow key={person.email} header={<span className="delegation-email">{person.email}</span>}>
          <StackedCell label={whole}>
            <select
              className="input select"
              aria-label={intl.formatMessage(cellLabel, { email: person.email, scope: whole })}
              value={person.levels.get(PROJECT_SCOPE) ?? 'none'}
              onChange={(event) => save.mutate({ projectId, email: person.email, level: event.target.value as AccessLevel })}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </StackedCell>
          {applications.map((app) => (
            <StackedCell key={app.applicationId} label={app.title}>
              <ApplicationLevel
                label={intl.formatMessage(cellLabel, { email: person.email, scope: app.title })}
                projectLevel={person.levels.get(PROJECT_SCOPE) ?? 'none'}
                ownLevel={person.levels.get(app.applicationId) ?? 'none'}
                onChange={(level) => save.mutate({ projectId, email: person.email, level, applicationId: app.applicationId })}
              />
            </StackedCell>
          ))}
        </StackedRow>
      ))}
    </StackedTable>
  );
}

interface AddValues {
  email: string;
  level: string;
  scope: string;
}

function AddUserForm({
  projectId,
  applications,
  onSaved,
}: {
  projectId: string;
  applications: readonly ApplicationSummary[];
  onSaved: (email: string) => void;
}) {
  const intl = useIntl();
  const options = useLevelOptions().filter((option) => option.value !== 'none');
  const initial: AddValues = { email: '', level: 'read', scope: PROJECT_SCOPE };
  const [values, setValues] = useState<AddValues>(initial);
  const form = useForm();
  const save = usePutGrant();
  const change = (key: keyof AddValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    forgetFields(form, [key]);
  };
  const body = () => ({ projectId, email: values.email, level: values.level, ...(values.scope ? { applicationId: values.scope } : {}) });
  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => validate(PutGrantInput, body()),
      async (input) => {
        try {
          await save.mutateAsync(input);
        } catch (error) {
          form.fail(error, 'DELEGATION_SAVE_FAILED');
          return;
        }
        setValues(initial);
        onSaved(input.email);
      },
    );
  return (
    <form ref={form.form} className="form delegation-add" noValidate aria-labelledby="delegation-add-title" onSubmit={submit}>
      <h2 id="delegation-add-title">{intl.formatMessage(messages.addTitle)}</h2>
      <FormError code={form.formError} />
      <TextField
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
        error={form.errorText('email')}
        required
        maxLength={254}
        autoComplete="off"
      />
      <SelectField
        label={intl.formatMessage(messages.level)}
        name="level"
        value={values.level}
        onChange={(event) => change('level')(event.target.value)}
        error={form.errorText('level')}
        required
        options={options}
      />
      <SelectField
        label={intl.formatMessage(messages.scope)}
        name="scope"
        value={values.scope}
        onChange={(event) => change('scope')(event.target.value)}
        error={form.errorText('applicationId')}
        options={[
          { value: PROJECT_SCOPE, label: intl.formatMessage(messages.wholeProject) },
          ...applications.map((app) => ({ value: app.applicationId, label: app.title })),
        ]}
      />
      <div className="form-actions">
        <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
          {intl.formatMessage(form.pending ? messages.adding : messages.add)}
        </button>
      </div>
    </form>
  );
}

type Notice = { kind: 'saved' } | { kind: 'added'; email: string } | { kind: 'failed' } | null;

function ProjectRights({ projectId, projectName }: { projectId: string; projectName: string }) {
  const intl = useIntl();
  const project = useQuery(projectQuery(projectId));
  const grants = useQuery(grantsQuery(projectId));
  const [notice, setNotice] = useState<Notice>(null);
  const applications = project.data?.applications ?? [];
  return (
    <>
      <section className="card" aria-labelledby="delegation-users-title">
        <h2 id="delegation-users-title">{intl.formatMessage(messages.usersTitle)}</h2>
        <div className="notice-area" role="status">
          {notice?.kind === 'saved' ? <p className="notice">{intl.formatMessage(messages.saved)}</p> : null}
          {notice?.kind === 'added' ? <p className="notice">{intl.formatMessage(addedStatus, { email: notice.email })}</p> : null}
        </div>
        <FormError code={notice?.kind === 'failed' ? 'DELEGATION_SAVE_FAILED' : null} />
        {grants.isError ? (
          <FormError code={errorCodeOf(grants.error)} />
        ) : !grants.data || !project.data ? (
          <Loading />
        ) : grants.data.grants.length === 0 ? (
          <p>{intl.formatMessage(messages.noUsers)}</p>
        ) : (
          <PeopleTable
            projectId={projectId}
            projectName={projectName}
            applications={applications}
            grants={grants.data.grants}
            onSaved={() => setNotice({ kind: 'saved' })}
            onFailed={() => setNotice({ kind: 'failed' })}
          />
        )}
      </section>
      <section className="card">
        <AddUserForm projectId={projectId} applications={applications} onSaved={(email) => setNotice({ kind: 'added', email })} />
      </section>
    </>
  );
}

function DelegatePage() {
  const intl = useIntl();
  const locale = useLocale();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const { data } = useQuery(projectListQuery());
  const owned = (data?.items ?? []).filter((project) => project.isOwner);
  const [picked, setPicked] = useState<string | null>(null);
  const current = owned.find((project) => project.projectId === picked) ?? owned[0];
  return (
    <div className="page delegation-page">
      <header className="page-header">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p className="lead">{intl.formatMessage(messages.lead)}</p>
      </header>
      {!data ? (
        <Loading />
      ) : !current ? (
        <section className="card">
          <p>{intl.formatMessage(messages.empty)}</p>
          <p>
            <Link to={paths.welcome(locale)}>{intl.formatMessage(messages.emptyLink)}</Link>
          </p>
        </section>
      ) : (
        <>
          <section className="card">
            <SelectField
              label={intl.formatMessage(messages.project)}
              name="project"
              value={current.projectId}
              onChange={(event) => setPicked(event.target.value)}
              options={owned.map((project) => ({ value: project.projectId, label: project.name }))}
            />
          </section>
          <ProjectRights key={current.projectId} projectId={current.projectId} projectName={current.name} />
        </>
      )}
    </div>
  );
}

export function Component() {
  return <DelegatePage />;
}
