/**
 * The frame of every records screen: the project header (breadcrumb ending on the application), the screen's
 * heading with the element above it, the document title, and links: on a record's screens to its other screens and to
 * the list, on the list to the application dashboard.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { atLeast } from '../../../../../shared/projects';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { paths } from '../../../lib/projects/route-helpers';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordMessages } from '../messages';
import type { ElementScreen } from '../use-element';

export interface RecordPageFrameProps {
  readonly screen: ElementScreen;
  readonly to: ElementRef;
  readonly heading: string;
  /** Shown under the heading (counts, version information, notices). */
  readonly intro?: ReactNode;
  /** A record's screens: the links to its view, edit and history screens (the current one marked). */
  readonly recordId?: string | undefined;
  readonly children: ReactNode;
}

export function RecordPageFrame({ screen, to, heading, intro, recordId, children }: RecordPageFrameProps) {
  const intl = useIntl();
  const { locale, project, application, elementName } = screen;
  useDocumentTitle(`${heading} · ${elementName}`);
  const listPath = paths.records(locale, to.projectId, to.ref, to.element);
  const recordPath = (view: 'view' | 'edit' | 'history') => paths.record(locale, to.projectId, to.ref, to.element, recordId ?? '', view);
  // Editing and copying need the write level (no link to a screen that can only fail).
  const canWrite = atLeast(application.level, 'write');
  return (
    <div className="page projects-page records-page">
      <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{elementName}</p>
        <h1>{heading}</h1>
        {intro}
        <nav aria-label={intl.formatMessage(recordMessages.screens)} className="records-nav">
          <ul>
            {recordId ? (
              <>
                <li>
                  <NavLink to={recordPath('view')}>{intl.formatMessage(recordMessages.view)}</NavLink>
                </li>
                {canWrite ? (
                  <>
                    <li>
                      <NavLink to={recordPath('edit')}>{intl.formatMessage(recordMessages.edit)}</NavLink>
                    </li>
                    <li>
                      <Link to={paths.recordNew(locale, to.projectId, to.ref, to.element, recordId)}>
                        {intl.formatMessage(recordMessages.copy)}
                      </Link>
                    </li>
                  </>
                ) : null}
                <li>
                  <NavLink to={recordPath('history')}>{intl.formatMessage(recordMessages.history)}</NavLink>
                </li>
              </>
            ) : null}
            <li>
              {recordId ? (
                <Link to={listPath}>{intl.formatMessage(recordMessages.toList)}</Link>
              ) : (
                <Link to={paths.application(locale, to.projectId, application.slug)}>{intl.formatMessage(recordMessages.toDashboard)}</Link>
              )}
            </li>
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}
