/**
 * The frame of both builder screens: project header, the screen's title and heading, and links to the
 * other builder screen of the element and to the application dashboard.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import type { LocalizedText } from '../../../../../shared/schemas/builder';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useLocale } from '../../../lib/use-locale';
import type { useProjectApplication } from '../../../lib/projects/use-project-application';
import { paths } from '../../../lib/projects/route-helpers';
import { formMessages, sharedMessages, tableMessages } from '../messages';

type Loaded = ReturnType<typeof useProjectApplication>;

/** Each builder screen's title and heading, and the other screen of the element it links to (the form to the list, the list to the form). */
const SCREENS = {
  form: { title: formMessages.title, heading: formMessages.heading, other: { screen: 'table', label: formMessages.toTable } },
  table: { title: tableMessages.title, heading: tableMessages.heading, other: { screen: 'form', label: tableMessages.toForm } },
} as const;

export interface BuilderPageFrameProps {
  readonly screen: keyof typeof SCREENS;
  readonly project: NonNullable<Loaded['project']>;
  readonly application: NonNullable<Loaded['application']>;
  readonly projectId: string;
  readonly element: { readonly key: string; readonly name: LocalizedText };
  readonly children: ReactNode;
}

export function BuilderPageFrame({ screen, project, application, projectId, element, children }: BuilderPageFrameProps) {
  const intl = useIntl();
  const { title, heading, other } = SCREENS[screen];
  const locale = useLocale();
  const titleText = intl.formatMessage(title);
  const elementName = localizedText(element.name, locale) || element.key;
  useDocumentTitle(`${elementName} · ${titleText}`);
  return (
    <div className="page projects-page builder-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{titleText}</p>
        <h1>{intl.formatMessage(heading, { element: elementName })}</h1>
        <p className="muted">{intl.formatMessage(sharedMessages.application, { title: application.title })}</p>
        <nav aria-label={intl.formatMessage(sharedMessages.screens)} className="builder-nav">
          <ul>
            <li>
              <Link to={paths[other.screen](locale, projectId, application.slug, element.key)}>{intl.formatMessage(other.label)}</Link>
            </li>
            <li>
              <Link to={paths.application(locale, projectId, application.slug)}>{intl.formatMessage(sharedMessages.toDashboard)}</Link>
            </li>
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}
