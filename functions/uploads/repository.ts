import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { InputItem } from 'dynamodb-toolbox';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { RejectionReason } from '../../shared/schemas/uploads';
import { ProjectEntity } from '../lib/db/entities/projects';
import { UploadEntity, UploadLinkEntity, UploadTokenEntity } from '../lib/db/entities/uploads';
import { recordKeys, uploadKeys } from '../lib/db/keys';
import { table } from '../lib/db/table';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';

/** Uploads and upload links (docs/data-model.md, "Uploads"). */

export type StoredUpload = InputItem<typeof UploadEntity>;
export type StoredUploadLink = InputItem<typeof UploadLinkEntity>;

export async function putUpload(upload: StoredUpload): Promise<void> {
  await UploadEntity.build(PutItemCommand).item(upload).send();
}

export async function getUpload(applicationId: string, uploadId: string): Promise<StoredUpload | undefined> {
  const { Item } = await UploadEntity.build(GetItemCommand).key({ applicationId, uploadId }).options({ consistent: true }).send();
  return Item;
}

const ifAbsent = (error: unknown): false => {
  if (error instanceof ConditionalCheckFailedException) return false;
  throw error;
};

/** The check's verdict on a pending upload; false when it is no longer pending (another event decided). */
export async function settleUpload(
  applicationId: string,
  uploadId: string,
  verdict: { status: 'ready'; size: number; type: string; etag: string } | { status: 'rejected'; reason: RejectionReason; size: number },
): Promise<boolean> {
  return UploadEntity.build(UpdateItemCommand)
    .item({ applicationId, uploadId, ...verdict })
    .options({ condition: { attr: 'status', eq: 'pending' } })
    .send()
    .then(() => true, ifAbsent);
}

/** A checked upload whose object was replaced afterwards: refused (its object is deleted by the caller). */
export async function rejectReplaced(applicationId: string, uploadId: string): Promise<void> {
  await UploadEntity.build(UpdateItemCommand)
    .item({ applicationId, uploadId, status: 'rejected', reason: 'replaced', preview: $remove() })
    .options({ condition: { attr: 'uploadId', exists: true } })
    .send()
    .then(() => undefined, ifAbsent);
}

export async function markPreview(applicationId: string, uploadId: string): Promise<void> {
  await UploadEntity.build(UpdateItemCommand)
    .item({ applicationId, uploadId, preview: true })
    .options({ condition: { attr: 'status', ne: 'rejected' } })
    .send()
    .then(() => undefined, ifAbsent);
}

// ——— Upload links ———

/** Links listed per Query, and Queries at most (the 500 first links of a record). */
const LINK_PAGE = 100;
const LINK_PAGES = 5;

/** The link and its token's item, together. */
export async function putLink(link: StoredUploadLink): Promise<void> {
  const { tokenHash, applicationId, element, recordId, linkId, expiresAt } = link;
  await execute(
    UploadLinkEntity.build(PutTransaction).item(link),
    UploadTokenEntity.build(PutTransaction)
      .item({ tokenHash, applicationId, element, recordId, linkId, expiresAt })
      .options({ condition: { attr: 'tokenHash', exists: false } }),
  );
}

/** The link a token's hash opens (consistent reads), or undefined. */
export async function linkByToken(tokenHash: string): Promise<StoredUploadLink | undefined> {
  const { Item: token } = await UploadTokenEntity.build(GetItemCommand).key({ tokenHash }).options({ consistent: true }).send();
  if (!token) return undefined;
  const { Item } = await UploadLinkEntity.build(GetItemCommand)
    .key({ applicationId: token.applicationId, element: token.element, recordId: token.recordId, linkId: token.linkId })
    .options({ consistent: true })
    .send();
  return Item?.tokenHash === tokenHash ? Item : undefined;
}

/** A record's links, oldest first: at most LINK_PAGES pages of LINK_PAGE. */
export async function listLinks(applicationId: string, element: string, recordId: string): Promise<StoredUploadLink[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(UploadLinkEntity)
    .query({ partition: recordKeys.partition(applicationId), range: { beginsWith: uploadKeys.links(element, recordId) } })
    .options({ consistent: true, limit: LINK_PAGE, maxPages: LINK_PAGES })
    .send();
  return Items;
}

/** Revokes a link once; false when there is no such link. */
export async function revokeLink(key: Pick<StoredUploadLink, 'applicationId' | 'element' | 'recordId' | 'linkId'>, at: string) {
  return UploadLinkEntity.build(UpdateItemCommand)
    .item({ ...key, revokedAt: at })
    .options({ condition: { attr: 'linkId', exists: true } })
    .send()
    .then(() => true, ifAbsent);
}

/** Counts a file attached through the link. */
export async function countLinkUpload(key: Pick<StoredUploadLink, 'applicationId' | 'element' | 'recordId' | 'linkId'>) {
  await UploadLinkEntity.build(UpdateItemCommand)
    .item({ ...key, uploads: $add(1) })
    .options({ condition: { attr: 'linkId', exists: true } })
    .send()
    .then(() => undefined, ifAbsent);
}

/** The name of an active project (an upload link's page shows it), or undefined once it is deleted. */
export async function activeProjectName(projectId: string): Promise<string | undefined> {
  const { Item } = await ProjectEntity.build(GetItemCommand).key({ projectId }).options({ consistent: true }).send();
  return Item?.status === 'active' ? Item.name : undefined;
}
