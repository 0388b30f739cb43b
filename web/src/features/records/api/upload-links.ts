/**
 * The upload links of a record (docs/api.md "Upload links"; shapes in shared/schemas/uploads.ts): the links made for it,
 * a new one (its address is in the answer only, never stored), and revoking one. Write level on the application.
 * Their key sits under the record's, so that whatever refreshes the record refreshes its links too (an upload through
 * a link is a new version of the record).
 */
import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '../../../../../shared/constants';
import type { CreatedUploadLink, UploadLinkSummary } from '../../../../../shared/schemas/uploads';
import { api } from '../../../lib/api';
import { type MutationConfig, useApiMutation } from '../../../lib/mutation-config';
import { type ElementRef, recordKeys, recordPath } from './keys';

export interface UploadLinkList {
  readonly items: readonly UploadLinkSummary[];
}

const linksKey = (to: ElementRef, recordId: string) => [...recordKeys.record(to, recordId), 'uploadLinks'] as const;
const linksPath = (to: ElementRef, recordId: string) => `${recordPath(to, recordId)}/upload-links`;

/** `GET {record}/upload-links` → `{ items }`: every link of the record, newest first, whatever its state. */
export const uploadLinksQuery = (to: ElementRef, recordId: string) =>
  queryOptions({
    queryKey: linksKey(to, recordId),
    queryFn: ({ signal }) => api.get<UploadLinkList>(linksPath(to, recordId), { signal }),
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

const createUploadLink = ({ to, recordId, link }: { to: ElementRef; recordId: string; link: NewUploadLink }) =>
  api.post<CreatedUploadLink>(linksPath(to, recordId), link);

/** `POST {record}/upload-links` → 201 CreatedUploadLink (mailed when `email` is given); the record's links refreshed. */
export function useCreateUploadLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createUploadLink> } = {}) {
  return useApiMutation(
    createUploadLink,
    { before: (client, _result, { to, recordId }) => client.invalidateQueries({ queryKey: linksKey(to, recordId) }) },
    mutationConfig,
  );
}

const revokeUploadLink = ({ to, recordId, linkId }: { to: ElementRef; recordId: string; linkId: string }) =>
  api.delete<unknown>(`${linksPath(to, recordId)}/${encodeURIComponent(linkId)}`);

/** `DELETE {record}/upload-links/{linkId}`: the link stops working at once; the record's links refreshed. */
export function useRevokeUploadLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revokeUploadLink> } = {}) {
  return useApiMutation(
    revokeUploadLink,
    { before: (client, _result, { to, recordId }) => client.invalidateQueries({ queryKey: linksKey(to, recordId) }) },
    mutationConfig,
  );
}
