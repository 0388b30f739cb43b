/** Pieces shared by the project screens: languages with flags, kind names, breadcrumb and project navigation, the queries of an application screen. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import type { Language, UiLocale } from '../../../../../shared/constants';
import type { ApplicationKind, KindSummary } from '../../../../../shared/kinds';
import type { ProjectSummary } from '../../../../../shared/project-views';
import { localizedText } from '../../../../../shared/localized-text';
import type { LocalizedText } from '../../../../../shared/schemas/builder';
import { Flag } from '../../../components/shell/flags';
import { commonMessages, languageMessages, levelMessages } from '../messages';
import { applicationKindsQuery, applicationQuery, projectQuery } from '../queries';
import { paths } from '../route-helpers';

export function useLocale(): UiLocale {
  return useIntl().locale === 'en' ? 'en' : 'fr';
}

/** The kinds registry (`GET /api/application-kinds`, prefetched by the loaders) and a name lookup. */
export function useKinds() {
  const locale = useLocale();
  const { data } = useQuery(applicationKindsQuery());
  const items: readonly KindSummary[] = data?.items ?? [];
  const kindOf = (kind: ApplicationKind) => items.find((item) => item.kind === kind);
  return {
    items,
    kindOf,
    kindName: (kind: ApplicationKind) => localizedText(kindOf(kind)?.name, locale) || kind,
    text: (value: LocalizedText | undefined) => localizedText(value, locale),
  };
}

/** What an application screen shows (prefetched by `applicationLoader`): the project and the application (id or slug). */
export function useProjectApplication(projectId: string, ref: string) {
  const { data: project } = useQuery(projectQuery(projectId));
  const { data: application } = useQuery(applicationQuery(projectId, ref));
  return { project, application };
}

/** The project's languages, each with its flag (decorative) and its name. */
export function LanguageList({ languages }: { languages: readonly Language[] }) {
  const intl = useIntl();
  return (
    <ul className="language-list">
      {languages.map((language) => (
        <li key={language}>
          <Flag language={language} />
          <span>{intl.formatMessage(languageMessages[language])}</span>
        </li>
      ))}
    </ul>
  );
}

/** The caller's level, "Owner" for the owner. */
export function LevelText({ project }: { project: Pick<ProjectSummary, 'level' | 'isOwner'> }) {
  const intl = useIntl();
  return <>{intl.formatMessage(project.isOwner ? commonMessages.levelOwner : levelMessages[project.level])}</>;
}

/** Breadcrumb (Mes projets › project › page) and the project's sections. */
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
      <nav aria-label={intl.formatMessage(commonMessages.breadcrumb)} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.welcome(locale)}>{intl.formatMessage(commonMessages.myProjects)}</Link>
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
      <nav aria-label={intl.formatMessage(commonMessages.projectNav)} className="project-nav">
        <ul>
          <li>
            <NavLink to={paths.project(locale, project.projectId)} end>
              {intl.formatMessage(commonMessages.navDashboard)}
            </NavLink>
          </li>
          {canConfigure ? (
            <li>
              <NavLink to={paths.configureApps(locale, project.projectId)}>{intl.formatMessage(commonMessages.navConfigure)}</NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}

/** Shown while a query that the loader did not settle is still on its way. */
export function Loading() {
  const intl = useIntl();
  return (
    <p className="loading-text" role="status">
      {intl.formatMessage(commonMessages.loading)}
    </p>
  );
}
