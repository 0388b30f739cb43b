/**
 * A page below a project's dashboard (configure the applications, add one): the project, the document title
 * "page · project", the breadcrumb, and the heading with the project's name above the page's title.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProjectDetail } from '../../../../../shared/project-views';
import { ProjectHeader } from '../../../components/projects/project-header';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { projectQuery } from '../../../lib/projects/queries';

/** The project (undefined while it loads); the document title follows the page's. */
export function useProjectPage(projectId: string, title: string): ProjectDetail | undefined {
  const { data: project } = useQuery(projectQuery(projectId));
  useDocumentTitle(project ? `${title} · ${project.name}` : title);
  return project;
}

/** The breadcrumb and the heading; `children` go under the title (a lead, notices). */
export function ProjectPageHeading({ project, title, children }: { project: ProjectDetail; title: string; children?: ReactNode }) {
  return (
    <>
      <ProjectHeader project={project} page={title} canConfigure={project.level === 'full'} />
      <header className="page-header">
        <p className="eyebrow">{project.name}</p>
        <h1>{title}</h1>
        {children}
      </header>
    </>
  );
}
