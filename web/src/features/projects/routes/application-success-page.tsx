/**
 * `/{lang}/customer/projects/{projectId}/configure/{applicationSlug}/success` (docs/product.md, "Screens and routes"): what was just
 * created (title, kind, its builder elements) and the next steps.
 */
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { useKinds } from '../components/project-parts';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useLocale } from '../../../lib/use-locale';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { applicationLoader, paths } from '../../../lib/projects/route-helpers';
import '../projects.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const messages = {
  ...defineMessages({
    title: { id: 'applications.success.title', defaultMessage: 'Application ajoutée' },
    elements: {
      id: 'applications.success.elements',
      defaultMessage: "Ses éléments sont prêts à l'emploi, avec un formulaire et une liste par défaut\u00a0:",
    },
    noElements: {
      id: 'applications.success.noElements',
      defaultMessage: "Elle n'a pas d'élément à configurer.",
    },
    nextTitle: { id: 'applications.success.next', defaultMessage: 'Et maintenant\u00a0?' },
    toDescription: { id: 'applications.success.toDescription', defaultMessage: 'Voir et modifier sa description' },
    toApplication: { id: 'applications.success.toApplication', defaultMessage: "Ouvrir le tableau de bord de l'application" },
    toProject: { id: 'applications.success.toProject', defaultMessage: 'Revenir au tableau de bord du projet' },
    addAnother: { id: 'applications.success.addAnother', defaultMessage: 'Ajouter une autre application' },
  }),
  summary: defineMessage<{ title: string; kind: string; project: string }>({
    id: 'applications.success.summary',
    defaultMessage: "L'application «\u00a0{title}\u00a0» ({kind}) a été ajoutée au projet «\u00a0{project}\u00a0».",
  }),
};

export const loader = applicationLoader('applicationSlug');

export function Component() {
  const { projectId = '', applicationSlug: slug = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const kinds = useKinds();
  const { project, application } = useProjectApplication(projectId, slug);
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(application ? `${title} · ${application.title}` : title);
  if (!project || !application) return <Loading />;
  return (
    <div className="page projects-page">
      <ProjectHeader project={project} page={title} canConfigure={project.level === 'full'} />
      <section className="card success-card" aria-labelledby="success-title">
        <h1 id="success-title">{title}</h1>
        <p className="lead">
          {intl.formatMessage(messages.summary, {
            title: application.title,
            kind: kinds.kindName(application.kind),
            project: project.name,
          })}
        </p>
        {application.elements.length > 0 ? (
          <>
            <p>{intl.formatMessage(messages.elements)}</p>
            <ul className="checklist">
              {application.elements.map((element) => (
                <li key={element.key}>{kinds.text(element.name)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{intl.formatMessage(messages.noElements)}</p>
        )}
      </section>
      <nav className="card" aria-labelledby="next-title">
        <h2 id="next-title">{intl.formatMessage(messages.nextTitle)}</h2>
        <ul className="next-steps">
          <li>
            <Link className="button primary" to={paths.description(locale, projectId, application.slug)}>
              {intl.formatMessage(messages.toDescription)}
            </Link>
          </li>
          <li>
            <Link className="button" to={paths.application(locale, projectId, application.slug)}>
              {intl.formatMessage(messages.toApplication)}
            </Link>
          </li>
          <li>
            <Link className="button" to={paths.project(locale, projectId)}>
              {intl.formatMessage(messages.toProject)}
            </Link>
          </li>
          <li>
            <Link className="button" to={paths.configureApps(locale, projectId)}>
              {intl.formatMessage(messages.addAnother)}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
