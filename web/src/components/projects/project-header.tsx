/** Breadcrumb (Mes projets › project › page) and the project's sections, above every project and builder screen. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import type { ProjectSummary } from '../../../../shared/project-views';
import { paths } from '../../lib/projects/route-helpers';
import { useLocale } from '../../lib/use-locale';
import { headerMessages } from './messages';

export function ProjectHeader({
  project,
  page,
  canConfigure,
}: {
  project: Pick<ProjectSummary, 'projectId' | 'name'>;
  /** The current page when it is below the project dashboard. */
  page?: ReactNode;
  canConfigure: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="project-header">
      <nav aria-label={intl.formatMessage(headerMessages.breadcrumb)} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.welcome(locale)}>{intl.formatMessage(headerMessages.myProjects)}</Link>
          </li>
          {page === undefined ? (
            <li aria-current="page">{project.name}</li>
          ) : (
            <>
              <li>
                <Link to={paths.project(locale, project.projectId)}>{project.name}</Link>
              </li>
              <li aria-current="page">{page}</li>
            </>
          )}
        </ol>
      </nav>
      <nav aria-label={intl.formatMessage(headerMessages.projectNav)} className="project-nav">
        <ul>
          <li>
            <NavLink to={paths.project(locale, project.projectId)} end>
              {intl.formatMessage(headerMessages.navDashboard)}
            </NavLink>
          </li>
          {canConfigure ? (
            <li>
              <NavLink to={paths.configureApps(locale, project.projectId)}>{intl.formatMessage(headerMessages.navConfigure)}</NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
