import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { importKeys, recordKeys } from '../keys';
import { table } from '../table';

/**
 * CSV paste imports (functions/records/imports; docs/data-model.md, "Imports"). A preview writes its plan to the
 * uploads bucket and an Import item here; a commit takes the element's import lock and starts the `importRecords`
 * job, which releases the lock when it ends. Both live in the application's partition (purged with it).
 */
export const ImportEntity = new Entity({
  name: 'Import',
  table,
  timestamps: false,
  schema: item({
    applicationId: string().key(),
    importId: string().key(),
    projectId: string(),
    element: string(),
    /** The customer who previewed it: only they commit it and read its errors. */
    ownerId: string(),
    /** The screen's language: the texts of the error rows' CSV. */
    lang: string().enum('fr', 'en'),
    separator: string(),
    /** The paste's object (`imports/<projectId>/<applicationId>/<id>/source.csv`). */
    sourceKey: string(),
    counts: map({ create: number(), update: number(), skip: number(), error: number() }),
    /** Rows and columns of the paste (the job's progress total). */
    rows: number(),
    createdAt: string(),
    /** The job that applies the plan, once committed. */
    jobId: string().optional(),
    committedAt: string().optional(),
    /** TTL (seconds): IMPORT_PREVIEW_MINUTES after the preview; a day after the commit (the S3 objects' lifetime). */
    expiresAt: number(),
  }),
  computeKey: ({ applicationId, importId }) => ({ PK: recordKeys.partition(applicationId), SK: importKeys.import(importId) }),
});

/** One import per element at a time: held from the commit until the job ends (or taken over, see imports/locks.ts). */
export const ImportLockEntity = new Entity({
  name: 'ImportLock',
  table,
  timestamps: false,
  schema: item({
    applicationId: string().key(),
    element: string().key(),
    importId: string(),
    /** Set once the job is started (a lock without one for long is the trace of a crashed commit). */
    jobId: string().optional(),
    takenAt: string(),
    expiresAt: number(),
  }),
  computeKey: ({ applicationId, element }) => ({ PK: recordKeys.partition(applicationId), SK: importKeys.lock(element) }),
});
