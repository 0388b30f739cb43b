/**
 * `/{lang}/customer/delegate` (docs/product.md, "Screens and routes": "Delegate rights"): the projects the customer
 * owns; for the one picked, the people who hold rights on it with their level on the whole project and on each
 * application (one select each, saved at once: ../components/people-table.tsx), and a form to add a person by e-mail
 * address (../components/add-user-form.tsx). Each application's cell says the level that applies there and where it
 * comes from (shared/projects.ts, `effectiveLevel`): an application's own right only raises the project's level, so
 * levels not above it are not offered there. The answer is the same whether the address has an account or not (an
 * invitation is mailed otherwise): the page never tells which.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { Loading } from '../../../components/projects/loading';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { SelectField } from '../../../components/ui/select-field';
import { projectListQuery } from '../../../lib/projects/queries';
import { canLoad, paths } from '../../../lib/projects/route-helpers';
import { queryClient } from '../../../lib/query-client';
import { useLocale } from '../../../lib/use-locale';
import { ProjectRights } from '../components/project-rights';
import { messages } from '../messages';
import '../delegation.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  await queryClient.fetchQuery(projectListQuery());
  return null;
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
