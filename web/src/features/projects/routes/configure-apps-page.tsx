import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useKinds } from '../components/project-parts';
import { ProjectPageHeading, useProjectPage } from '../components/project-page';
import { Loading } from '../../../components/projects/loading';
import { useLocale } from '../../../lib/use-locale';
import { paths, projectLoader } from '../../../lib/projects/route-helpers';
import '../projects.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const messages = {
  ...defineMessages({
    title: { id: 'applications.configure.title', defaultMessage: 'Applications à configurer' },
    lead: {
      id: 'applications.configure.lead',
      defaultMessage:
        'Ajoutez les applications dont votre projet a besoin. Un même type peut être ajouté plusieurs fois, chaque fois avec sa propre configuration.',
    },
    deployedTitle: { id: 'applications.configure.deployed', defaultMessage: 'Applications déployées' },
    deployedEmpty: {
      id: 'applications.configure.deployedEmpty',
      defaultMessage: "Aucune application n'est encore déployée dans ce projet.",
    },
    availableTitle: { id: 'applications.configure.available', defaultMessage: 'Applications disponibles' },
    readOnly: {
      id: 'applications.configure.readOnly',
      defaultMessage: 'Seul un accès complet au projet permet de configurer ses applications.',
    },
  }),
  elements: defineMessage<{ names: string }>({ id: 'applications.configure.elements', defaultMessage: 'Éléments\u00a0: {names}' }),
  add: defineMessage<{ name: string }>({ id: 'applications.configure.add', defaultMessage: 'Ajouter\u00a0: {name}' }),
  deleted: defineMessage<{ title: string }>({
    id: 'applications.configure.deleted',
    defaultMessage: "L'application «\u00a0{title}\u00a0» a été supprimée.",
  }),
};

export const loader = projectLoader;

/** Set by the description page after a deletion. */
export interface ConfigureAppsState {
  readonly deletedApplication?: string;
}

export function Component() {
  const { projectId = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const kinds = useKinds();
  const title = intl.formatMessage(messages.title);
  const project = useProjectPage(projectId, title);
  if (!project) return <Loading />;
  const canConfigure = project.level === 'full';
  const deleted = (location.state as ConfigureAppsState | null)?.deletedApplication;
  return (
    <div className="page projects-page">
      <ProjectPageHeading project={project} title={title}>
        <p className="lead">{intl.formatMessage(messages.lead)}</p>
        {canConfigure ? null : <p className="notice">{intl.formatMessage(messages.readOnly)}</p>}
        <div className="notice-area" role="status">
          {deleted ? <p className="notice">{intl.formatMessage(messages.deleted, { title: deleted })}</p> : null}
        </div>
      </ProjectPageHeading>

      <section className="card" aria-labelledby="deployed-title">
        <h2 id="deployed-title">{intl.formatMessage(messages.deployedTitle)}</h2>
        {project.applications.length === 0 ? (
          <p>{intl.formatMessage(messages.deployedEmpty)}</p>
        ) : (
          <ul className="deployed-list" aria-labelledby="deployed-title">
            {project.applications.map((application) => (
              <li key={application.applicationId}>
                <Link to={paths.description(locale, project.projectId, application.slug)}>{application.title}</Link>
                <span className="kind-label">{kinds.kindName(application.kind)}</span>
                <code className="slug">{application.slug}</code>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="available-title">
        <h2 id="available-title">{intl.formatMessage(messages.availableTitle)}</h2>
        <ul className="kind-grid" aria-labelledby="available-title">
          {kinds.items.map((kind) => {
            const name = kinds.text(kind.name);
            return (
              <li key={kind.kind} className="kind-card">
                <h3>{name}</h3>
                <p>{kinds.text(kind.description)}</p>
                {kind.elements.length > 0 ? (
                  <p className="muted small">
                    {intl.formatMessage(messages.elements, {
                      names: intl.formatList(kind.elements.map((element) => kinds.text(element.name))),
                    })}
                  </p>
                ) : null}
                {canConfigure ? (
                  <p className="card-actions">
                    <Link className="button" to={paths.configureCreate(locale, project.projectId, kind.kind)}>
                      {intl.formatMessage(messages.add, { name })}
                    </Link>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
