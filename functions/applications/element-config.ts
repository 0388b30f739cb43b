import type * as Repository from './repository';

/**
 * An element's configuration and record count for a job or the uploads check (no caller); undefined once it or its
 * project is gone. A module of its own, on two repository reads: the uploads check bundles this and not the service.
 */
export async function elementConfigOf(
  repo: Pick<typeof Repository, 'projectLanguages' | 'getApplication'>,
  projectId: string,
  applicationId: string,
  elementKey: string,
) {
  const [languages, app] = await Promise.all([repo.projectLanguages(projectId), repo.getApplication(projectId, applicationId)]);
  const element = app?.elements.find((candidate) => candidate.key === elementKey);
  if (!languages || !app || !element) return undefined;
  return { form: element.form, table: element.table, version: element.version ?? 1, languages, count: app.counts[elementKey] ?? 0 };
}
