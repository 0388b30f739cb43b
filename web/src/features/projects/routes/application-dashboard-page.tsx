/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}` (an id or the slug): the application
 * dashboard, its builder elements, each named by a link to its records with their count and, for full access, links
 * to the form and list configuration of each; an application with a console of its own (shared/kinds.ts: the live
 * console, the web app wizard) has no elements, and its dashboard leads to that console.
 */
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { consoleOf, type KindConsole, offersSamples } from '../../../../../shared/kinds';
import type { ApplicationDetail } from '../../../../../shared/project-views';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { WebAddress } from '../../../components/ui/web-address';
import { ElementLinks } from '../components/element-links';
import { useKinds } from '../components/project-parts';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useLocale } from '../../../lib/use-locale';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { applicationLoader, paths } from '../../../lib/projects/route-helpers';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import '../projects.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const messages = {
  ...defineMessages({
    eyebrow: { id: 'applications.dashboard.eyebrow', defaultMessage: "Tableau de bord de l'application" },
    elementsTitle: { id: 'applications.dashboard.elements', defaultMessage: 'Éléments et fiches' },
    caption: { id: 'applications.dashboard.caption', defaultMessage: "Éléments de l'application et nombre de fiches de chacun" },
    element: { id: 'applications.dashboard.element', defaultMessage: 'Élément' },
    records: { id: 'applications.dashboard.records', defaultMessage: 'Fiches' },
    fields: { id: 'applications.dashboard.fields', defaultMessage: 'Champs du formulaire' },
    configure: { id: 'applications.dashboard.configure', defaultMessage: 'Configuration' },
    noElements: {
      id: 'applications.dashboard.noElements',
      defaultMessage: "Cette application n'a pas d'élément à configurer.",
    },
    website: { id: 'applications.dashboard.website', defaultMessage: 'Adresse web' },
    describe: { id: 'applications.dashboard.describe', defaultMessage: 'Modifier la description' },
    samples: { id: 'applications.dashboard.samples', defaultMessage: "Données d'exemple" },
    liveTitle: { id: 'applications.dashboard.liveTitle', defaultMessage: 'Direct' },
    liveText: {
      id: 'applications.dashboard.liveText',
      defaultMessage: 'Suivez les participants connectés, envoyez des notifications, modérez le chat et lisez les messages.',
    },
    live: { id: 'applications.dashboard.live', defaultMessage: 'Ouvrir la console en direct' },
    webappTitle: { id: 'applications.dashboard.webappTitle', defaultMessage: 'Site web' },
    webappText: {
      id: 'applications.dashboard.webappText',
      defaultMessage: 'Choisissez un modèle, liez les contenus du projet, prévisualisez le site puis publiez-le.',
    },
    webapp: { id: 'applications.dashboard.webapp', defaultMessage: "Ouvrir l'assistant de l'application web" },
  }),
  kind: defineMessage<{ kind: string }>({ id: 'applications.dashboard.kind', defaultMessage: 'Type\u00a0: {kind}' }),
};

export const loader = applicationLoader('applicationId');

const consoleCards = {
  live: { title: messages.liveTitle, text: messages.liveText, open: messages.live },
  webapp: { title: messages.webappTitle, text: messages.webappText, open: messages.webapp },
} satisfies Record<KindConsole, unknown>;

/** The card that leads to the application's own console. */
function ConsoleCard({ projectId, application, own }: { projectId: string; application: ApplicationDetail; own: KindConsole }) {
  const intl = useIntl();
  const locale = useLocale();
  const card = consoleCards[own];
  return (
    <section className="card" aria-labelledby={`${own}-title`}>
      <h2 id={`${own}-title`}>{intl.formatMessage(card.title)}</h2>
      <p>{intl.formatMessage(card.text)}</p>
      <p>
        <Link className="button primary" to={`${paths.application(locale, projectId, application.slug)}/${own}`}>
          {intl.formatMessage(card.open)}
        </Link>
      </p>
    </section>
  );
}

/** The application's builder elements: records, fields, configuration links; sample data where the kind offers it. */
function ElementsCard({ projectId, application }: { projectId: string; application: ApplicationDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const kinds = useKinds();
  const canConfigure = application.level === 'full';
  const headers = {
    element: intl.formatMessage(messages.element),
    records: intl.formatMessage(messages.records),
    fields: intl.formatMessage(messages.fields),
    configure: intl.formatMessage(messages.configure),
  };
  return (
    <section className="card" aria-labelledby="elements-title">
      <h2 id="elements-title">{intl.formatMessage(messages.elementsTitle)}</h2>
      {application.configs.length > 0 && offersSamples(application.kind) ? (
        <p>
          <Link to={`${paths.application(locale, projectId, application.slug)}/fakers`}>{intl.formatMessage(messages.samples)}</Link>
        </p>
      ) : null}
      {application.configs.length === 0 ? (
        <p>{intl.formatMessage(messages.noElements)}</p>
      ) : (
        <StackedTable
          caption={intl.formatMessage(messages.caption)}
          columns={[headers.element, headers.records, headers.fields, ...(canConfigure ? [headers.configure] : [])]}
        >
          {application.configs.map((element) => (
            <StackedRow
              key={element.key}
              header={<Link to={paths.records(locale, projectId, application.slug, element.key)}>{kinds.text(element.name)}</Link>}
            >
              <StackedCell label={headers.records} numeric>
                {intl.formatNumber(element.count)}
              </StackedCell>
              <StackedCell label={headers.fields} numeric>
                {intl.formatNumber(element.form.fields.length)}
              </StackedCell>
              {canConfigure ? (
                <StackedCell label={headers.configure}>
                  <ElementLinks projectId={projectId} slug={application.slug} element={element.key} name={kinds.text(element.name)} />
                </StackedCell>
              ) : null}
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </section>
  );
}

export function Component() {
  const { projectId = '', applicationId: applicationRef = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const kinds = useKinds();
  const { project, application } = useProjectApplication(projectId, applicationRef);
  useDocumentTitle(application?.title ?? intl.formatMessage(messages.eyebrow));
  if (!project || !application) return <Loading />;
  const own = consoleOf(application.kind);
  return (
    <div className="page projects-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{intl.formatMessage(messages.eyebrow)}</p>
        <h1>{application.title}</h1>
        <p className="muted">{intl.formatMessage(messages.kind, { kind: kinds.kindName(application.kind) })}</p>
        {application.description ? <p>{application.description}</p> : null}
        {application.url ? (
          <dl className="meta-list">
            <div>
              <dt>{intl.formatMessage(messages.website)}</dt>
              <dd>
                <WebAddress value={application.url} />
              </dd>
            </div>
          </dl>
        ) : null}
        {application.level === 'full' ? (
          <p>
            <Link className="button" to={paths.description(locale, projectId, application.slug)}>
              {intl.formatMessage(messages.describe)}
            </Link>
          </p>
        ) : null}
      </header>
      {own ? (
        <ConsoleCard projectId={projectId} application={application} own={own} />
      ) : (
        <ElementsCard projectId={projectId} application={application} />
      )}
    </div>
  );
}
