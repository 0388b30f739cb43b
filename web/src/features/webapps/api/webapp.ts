/**
 * Server state of the web app wizard (docs/api.md "Web apps"; shapes in shared/schemas/webapps.ts): the state (draft,
 * publications, live one, context), and one hook per write: save the draft (versioned: 409 when stale), publish
 * (201; 409 when the draft changed, 422 WEBAPP_INCOMPLETE), serve a publication or take the site offline. The
 * preview route (`POST P/webapp/preview`) is the published site's own call, made from the preview frames. Keys sit
 * under the project's, so that what refreshes a project refreshes the wizard too.
 */
import { queryOptions } from '@tanstack/react-query';
import type { WebappConfig, WebappDraft, WebappPublication, WebappState } from '../../../../../shared/schemas/webapps';
import type { WebappStep } from '../../../../../shared/webapp-templates';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { apiPaths, projectKeys } from '../../../lib/projects/queries';

/** The web app the wizard edits: its project and its application id (the API's, not the route's slug). */
export interface WebappRef {
  readonly projectId: string;
  readonly applicationId: string;
}

export const webappKeys = {
  state: ({ projectId, applicationId }: WebappRef) => [...projectKeys.detail(projectId), 'webapp', applicationId] as const,
};

const webappPath = (to: WebappRef) => `${apiPaths.application(to.projectId, to.applicationId)}/webapp`;

/** `GET P/webapp`: the draft (version 0 and the defaults when never saved), the publications, the live one, the context. */
export const webappStateQuery = (to: WebappRef) =>
  queryOptions({
    queryKey: webappKeys.state(to),
    queryFn: ({ signal }) => api.get<WebappState>(webappPath(to), { signal }),
  });

const saveDraft = ({ to, config, version, step }: { to: WebappRef; config: WebappConfig; version: number; step: WebappStep }) =>
  api.put<WebappDraft>(`${webappPath(to)}/draft`, { config, version, step });

/** `PUT P/webapp/draft` → the saved draft (409 CONFLICT when stale, 409 WEBAPP_HOST_TAKEN). */
export function useSaveDraft({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveDraft> } = {}) {
  return useApiMutation(
    saveDraft,
    {
      before: (client, draft, { to }) =>
        client.setQueryData(webappKeys.state(to), (state?: WebappState) => (state ? { ...state, draft } : state)),
    },
    mutationConfig,
  );
}

const publish = ({ to, draftVersion }: { to: WebappRef; draftVersion: number }) =>
  api.post<WebappPublication>(`${webappPath(to)}/publications`, { draftVersion });

/** `POST P/webapp/publications` → 201 the publication, which is live at once. */
export function usePublish({ mutationConfig }: { mutationConfig?: MutationConfig<typeof publish> } = {}) {
  return useApiMutation(
    publish,
    {
      before: (client, publication, { to }) =>
        client.setQueryData(webappKeys.state(to), (state?: WebappState) =>
          state
            ? {
                ...state,
                publications: [publication, ...state.publications.filter((item) => item.number !== publication.number)],
                live: { number: publication.number, host: publication.host, since: publication.publishedAt },
              }
            : state,
        ),
    },
    mutationConfig,
  );
}

const setLive = ({ to, number, current }: { to: WebappRef; number: number | null; current: number | null }) =>
  api.put<WebappState['live']>(`${webappPath(to)}/live`, { number, current });

/** `PUT P/webapp/live` → the live publication (another number: roll back or forward), or null (offline). */
export function useSetLive({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setLive> } = {}) {
  return useApiMutation(
    setLive,
    {
      before: (client, live, { to }) =>
        client.setQueryData(webappKeys.state(to), (state?: WebappState) => (state ? { ...state, live } : state)),
    },
    mutationConfig,
  );
}
