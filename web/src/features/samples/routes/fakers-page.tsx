/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}/fakers` (docs/product.md, "Screens and routes":
 * "Fake data generator with a number of lines"): per element of the application, its records and sample records, a
 * number of lines to create as believable sample data (a job, with its progress), and the removal of the element's
 * sample data in one action (after a confirmation). Writing needs the write level; readers see the counts.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { atLeast } from '../../../../../shared/projects';
import { localizedText } from '../../../../../shared/localized-text';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { queryClient } from '../../../lib/query-client';
import { applicationQuery, projectQuery } from '../../../lib/projects/queries';
import { applicationRefOf, canLoad, paths, projectIdOf } from '../../../lib/projects/route-helpers';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { useLocale } from '../../../lib/use-locale';
import { type ApplicationRef, samplesQuery } from '../api/samples';
import { ElementSamples } from '../components/element-samples';
import { samplesMessages as messages } from '../messages';
import '../samples.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

const refOf = (params: LoaderFunctionArgs['params']): ApplicationRef => ({
  projectId: projectIdOf(params),
  ref: applicationRefOf(params, 'applicationId'),
});

/** The project, the application and the overview of its sample data. */
export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  const to = refOf(args.params);
  await Promise.all([
    queryClient.fetchQuery(projectQuery(to.projectId)),
    queryClient.fetchQuery(applicationQuery(to.projectId, to.ref)),
    queryClient.fetchQuery(samplesQuery(to)),
  ]);
  return null;
}

function FakersPage({ to }: { readonly to: ApplicationRef }) {
  const intl = useIntl();
  const locale = useLocale();
  const { project, application } = useProjectApplication(to.projectId, to.ref);
  const { data: overview } = useQuery(samplesQuery(to));
  const heading = intl.formatMessage(messages.eyebrow);
  useDocumentTitle(application ? `${heading} · ${application.title}` : heading);
  if (!project || !application || !overview) return <Loading />;
  const canWrite = atLeast(application.level, 'write');
  const counts = new Map(overview.elements.map((element) => [element.element, element]));
  return (
    <div className="page projects-page samples-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{application.title}</p>
        <h1>{heading}</h1>
        <p>{intl.formatMessage(messages.intro)}</p>
        {canWrite ? null : <p className="notice">{intl.formatMessage(messages.readOnly)}</p>}
        <p>
          <Link to={paths.application(locale, to.projectId, to.ref)}>{intl.formatMessage(messages.toDashboard)}</Link>
        </p>
      </header>
      {application.configs.length === 0 ? (
        <p className="card">{intl.formatMessage(messages.noElements)}</p>
      ) : (
        <div className="samples-elements">
          {application.configs.map((element) => {
            const count = counts.get(element.key);
            return (
              <ElementSamples
                key={element.key}
                to={to}
                element={element.key}
                name={localizedText(element.name, locale, project.languages) || element.key}
                records={count?.records ?? element.count}
                samples={count?.samples ?? 0}
                canWrite={canWrite}
                listPath={paths.records(locale, to.projectId, to.ref, element.key)}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}

export function Component() {
  const params = useParams();
  const to = refOf(params);
  return <FakersPage key={`${to.projectId}/${to.ref}`} to={to} />;
}
