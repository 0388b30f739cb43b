import { useQuery } from '@tanstack/react-query';
import { applicationQuery, projectQuery } from './queries';

/** What an application screen shows (fetched by its loader, `applicationLoader`): the project and the application (id or slug). */
export function useProjectApplication(projectId: string, ref: string) {
  const { data: project } = useQuery(projectQuery(projectId));
  const { data: application } = useQuery(applicationQuery(projectId, ref));
  return { project, application };
}
