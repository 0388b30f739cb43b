/**
 * The frame of both builder screens: project header, the screen's title and heading, and links to the
 * other builder screen of the element and to the application dashboard.
 */
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import type { LocalizedText } from '../../../../../shared/schemas/builder';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useLocale } from '../../../lib/use-locale';
import type { useProjectApplication } from '../../../lib/projects/use-project-application';
import { paths } from '../../../lib/projects/route-helpers';
import { sharedMessages } from '../messages';

type Loaded = ReturnType<typeof useProjectApplication>;

export interface BuilderPageFrameProps {
  readonly project: NonNullable<Loaded['project']>;
  readonly application: NonNullable<Loaded['application']>;
  readonly projectId: string;
  readonly element: { readonly key: string; readonly name: LocalizedText };
  readonly title: MessageDescriptor;
  readonly heading: MessageDescriptor;
  /** The other screen of this element: the form links to the list, the list to the form. */
  readonly other: { readonly screen: 'form' | 'table'; readonly label: MessageDescriptor };
  readonly children: ReactNode;
}

export function BuilderPageFrame({ project, application, projectId, element, title, heading, other, children }: BuilderPageFrameProps) {
  const intl = useIntl();
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
