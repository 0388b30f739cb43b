/**
 * `/{lang}/customer/welcome` (docs/product.md, "Screens and routes"): the project count, the projects owned or granted (name, languages
 * with their flags, type, the caller's level) and the "create a project" button, which opens the creation
 * form in a dialog (its code is loaded on first use); a new project opens on its dashboard.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { ProjectSummary } from '../../../../../shared/project-views';
import { queryClient } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { LanguageList, LevelText } from '../components/project-parts';
import { Loading } from '../../../components/projects/loading';
import { useLocale } from '../../../lib/use-locale';
import { commonMessages, typeMessages } from '../messages';
import { projectListQuery } from '../../../lib/projects/queries';
import type { ProjectDashboardState, WelcomeState } from '../navigation-state';
import { canLoad, paths } from '../../../lib/projects/route-helpers';
import '../projects.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const CreateProjectDialog = lazy(lazyWithReload(() => import('../components/create-project-dialog')));

const messages = {
  ...defineMessages({
    documentTitle: { id: 'projects.welcome.documentTitle', defaultMessage: 'Mes projets' },
    title: { id: 'projects.welcome.title', defaultMessage: 'Bienvenue dans votre espace' },
    lead: {
      id: 'projects.welcome.lead',
      defaultMessage: 'Retrouvez ici les projets que vous avez créés et ceux auxquels on vous a donné accès.',
    },
    projectsTitle: { id: 'projects.welcome.projectsTitle', defaultMessage: 'Mes projets' },
    create: { id: 'projects.welcome.create', defaultMessage: 'Créer un projet' },
    empty: {
      id: 'projects.welcome.empty',
      defaultMessage: "Vous n'avez encore aucun projet. Créez-en un pour y ajouter vos applications.",
    },
    tableCaption: { id: 'projects.welcome.tableCaption', defaultMessage: 'Vos projets, avec leurs langues, leur type et votre accès' },
  }),
  deleted: defineMessage<{ name: string }>({
    id: 'projects.welcome.deleted',
    defaultMessage: 'Le projet «\u00a0{name}\u00a0» a été supprimé.',
  }),
  count: defineMessage<{ count: number }>({
    id: 'projects.welcome.count',
    defaultMessage: '{count, plural, one {# projet} other {# projets}}',
  }),
};

export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  await queryClient.fetchQuery(projectListQuery());
  return null;
}

/** Set by the project dashboard after a deletion, shown once here. */
function ProjectTable({ items }: { items: readonly ProjectSummary[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const headers = {
    name: intl.formatMessage(commonMessages.name),
    languages: intl.formatMessage(commonMessages.languages),
    type: intl.formatMessage(commonMessages.type),
    level: intl.formatMessage(commonMessages.yourLevel),
  };
  return (
    <StackedTable
      caption={intl.formatMessage(messages.tableCaption)}
      columns={[headers.name, headers.languages, headers.type, headers.level]}
    >
      {items.map((project) => (
        <StackedRow key={project.projectId} header={<Link to={paths.project(locale, project.projectId)}>{project.name}</Link>}>
          <StackedCell label={headers.languages}>
            <LanguageList languages={project.languages} />
          </StackedCell>
          <StackedCell label={headers.type}>{intl.formatMessage(typeMessages[project.type])}</StackedCell>
          <StackedCell label={headers.level}>
            <LevelText project={project} />
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}

function WelcomePage() {
  const intl = useIntl();
  const location = useLocation();
  const locale = useLocale();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const { data } = useQuery(projectListQuery());
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const deleted = (location.state as WelcomeState | null)?.deletedProject;

  return (
    <div className="page projects-page">
      <header className="page-header">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p className="lead">{intl.formatMessage(messages.lead)}</p>
        <div className="notice-area" role="status">
          {deleted ? <p className="notice">{intl.formatMessage(messages.deleted, { name: deleted })}</p> : null}
        </div>
      </header>

      <section className="card" aria-labelledby="projects-title">
        <div className="section-header">
          <h2 id="projects-title">{intl.formatMessage(messages.projectsTitle)}</h2>
          {data ? <p className="count-badge">{intl.formatMessage(messages.count, { count: data.count })}</p> : null}
          <button type="button" className="button primary" onClick={() => setCreating(true)}>
            {intl.formatMessage(messages.create)}
          </button>
        </div>
        {!data ? <Loading /> : data.items.length === 0 ? <p>{intl.formatMessage(messages.empty)}</p> : <ProjectTable items={data.items} />}
      </section>

      {creating ? (
        <Suspense fallback={null}>
          <CreateProjectDialog
            onClose={() => setCreating(false)}
            onCreated={(project) => {
              setCreating(false);
              const state: ProjectDashboardState = { createdProject: project.name };
              void navigate(paths.project(locale, project.projectId), { state });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export function Component() {
  return <WelcomePage />;
}
