/**
 * The upload links of a record (docs/api.md "Files and upload links"; shapes in shared/schemas/uploads.ts): the links
 * made for it, a new one (its address is in the answer only, never stored), and revoking one. Write level on the
 * application. These routes name the application by its id, never by its slug. Their cache key sits under the
 * record's, so that whatever refreshes the record refreshes its links too (an upload through a link is a new version).
 */
import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '../../../../../shared/constants';
import type { CreatedUploadLink, UploadLinkSummary } from '../../../../../shared/schemas/uploads';
import { api } from '../../../lib/api';
import { elementPath } from '../../../lib/projects/element-queries';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { recordKeys } from '../api/keys';

/** The record whose links these are: `to` as the screen names it (maybe by slug), and the application's id. */
export interface LinkTarget {
  readonly to: ElementRef;
  readonly applicationId: string;
  readonly recordId: string;
}

export interface UploadLinkList {
  readonly items: readonly UploadLinkSummary[];
}

const linksKey = ({ to, recordId }: LinkTarget) => [...recordKeys.record(to, recordId), 'uploadLinks'] as const;
const linksPath = ({ to, applicationId, recordId }: LinkTarget) =>
  `${elementPath(to.projectId, applicationId, to.element)}/records/${encodeURIComponent(recordId)}/upload-links`;

/** `GET {record}/upload-links` → `{ items }`: every link of the record, newest first, whatever its state. */
export const uploadLinksQuery = (target: LinkTarget) =>
  queryOptions({
    queryKey: linksKey(target),
    queryFn: ({ signal }) => api.get<UploadLinkList>(linksPath(target), { signal }),
    staleTime: 0,
  });

/** What the dialog sends (the record is named by the path). */
export interface NewUploadLink {
  readonly fields: readonly string[];
  readonly days: number;
  readonly language: UiLocale;
  readonly email: string;
  readonly message: string;
}

const createUploadLink = ({ target, link }: { target: LinkTarget; link: NewUploadLink }) =>
  api.post<CreatedUploadLink>(linksPath(target), link);

/** `POST {record}/upload-links` → 201 CreatedUploadLink (mailed when `email` is given); the record's links refreshed. */
export function useCreateUploadLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createUploadLink> } = {}) {
  return useApiMutation(
    createUploadLink,
    { before: (client, _result, { target }) => client.invalidateQueries({ queryKey: linksKey(target) }) },
    mutationConfig,
  );
}

const revokeUploadLink = ({ target, linkId }: { target: LinkTarget; linkId: string }) =>
  api.delete<unknown>(`${linksPath(target)}/${encodeURIComponent(linkId)}`);

/** `DELETE {record}/upload-links/{linkId}` → 204: the link stops working at once; the record's links refreshed. */
export function useRevokeUploadLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revokeUploadLink> } = {}) {
  return useApiMutation(
    revokeUploadLink,
    { before: (client, _result, { target }) => client.invalidateQueries({ queryKey: linksKey(target) }) },
    mutationConfig,
  );
}
