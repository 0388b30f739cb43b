import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { recordKeys, uploadKeys } from '../keys';
import { table } from '../table';

/**
 * Files (functions/uploads; docs/data-model.md, "Files"). An upload is created `pending` when its POST is signed,
 * becomes `ready` or `rejected` when the object event's check has read the file, and is attached to at most one
 * record (`recordId`), by that record's save. While unattached it expires (`expiresAt`, like its S3 object).
 */
export const UploadEntity = new Entity({
  name: 'Upload',
  table,
  timestamps: false,
  schema: item({
    applicationId: string().key(),
    uploadId: string().key(),
    projectId: string(),
    element: string(),
    field: string(),
    name: string(),
    /** The declared type (the object's Content-Type, fixed by the POST policy; the check proves it). */
    type: string(),
    /** Declared while pending, measured once checked. */
    size: number(),
    status: string().enum('pending', 'ready', 'rejected'),
    reason: string().optional(),
    /**
     * A preview was asked for, of this type (its object key is the `preview` part), and `preview` once its check found
     * its bytes to be this very type (docs/data-model.md, "Files").
     */
    previewType: string().optional(),
    preview: boolean().optional(),
    /** The ETag of the object the check accepted (a later object at the same key is refused). */
    etag: string().optional(),
    createdAt: string(),
    /** The customer's address, or UPLOAD_LINK_AUTHOR with `linkId`. */
    createdBy: string(),
    linkId: string().optional(),
    recordId: string().optional(),
    expiresAt: number().optional(),
  }),
  computeKey: ({ applicationId, uploadId }) => ({ PK: recordKeys.partition(applicationId), SK: uploadKeys.upload(uploadId) }),
});

/** An upload link, listed under its record; its state (expiry, revocation, count) lives here. */
export const UploadLinkEntity = new Entity({
  name: 'UploadLink',
  table,
  timestamps: false,
  schema: item({
    applicationId: string().key(),
    element: string().key(),
    recordId: string().key(),
    linkId: string().key(),
    projectId: string(),
    tokenHash: string(),
    fields: list(string()),
    language: string().enum('fr', 'en'),
    createdAt: string(),
    createdBy: string(),
    /** The creator's customer id: jobs started by an attach through the link are theirs. */
    createdById: string(),
    /** ISO time the link stops working. */
    validUntil: string(),
    revokedAt: string().optional(),
    email: string().optional(),
    uploads: number(),
    /** TTL: a month after `validUntil`, so that the record still shows it as expired meanwhile. */
    expiresAt: number(),
  }),
  computeKey: ({ applicationId, element, recordId, linkId }) => ({
    PK: recordKeys.partition(applicationId),
    SK: uploadKeys.link(element, recordId, linkId),
  }),
});

/** The token's hash → its link. Written with the link, never changed. */
export const UploadTokenEntity = new Entity({
  name: 'UploadToken',
  table,
  timestamps: false,
  schema: item({
    tokenHash: string().key(),
    applicationId: string(),
    element: string(),
    recordId: string(),
    linkId: string(),
    expiresAt: number(),
  }),
  computeKey: ({ tokenHash }) => ({ PK: uploadKeys.token(tokenHash), SK: uploadKeys.token(tokenHash) }),
});
