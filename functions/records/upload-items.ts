import type { InputItem } from 'dynamodb-toolbox';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { getKeys } from '../lib/db/batch';
import { UploadEntity } from '../lib/db/entities/uploads';
import { recordKeys, uploadKeys } from '../lib/db/keys';

/**
 * The Upload items as records hold them (docs/data-model.md, "Files"): read when a save references uploads, forgotten
 * once a record dropped them (files.ts). The uploads domain writes them (functions/uploads/repository.ts).
 */

export type StoredUpload = InputItem<typeof UploadEntity>;

/** Uploads of one application by id (consistent), at most 100 ids; missing ones are absent from the map. */
export async function getUploads(applicationId: string, uploadIds: readonly string[]): Promise<Map<string, StoredUpload>> {
  const found = new Map<string, StoredUpload>();
  if (uploadIds.length === 0) return found;
  const items = await getKeys(uploadIds.map((id) => ({ PK: recordKeys.partition(applicationId), SK: uploadKeys.upload(id) })));
  for (const raw of items) {
    const upload = raw as unknown as StoredUpload;
    found.set(upload.uploadId, upload);
  }
  return found;
}

/** Forgets an upload a record no longer holds (the job deletes its objects first). */
export async function deleteUpload(applicationId: string, uploadId: string): Promise<void> {
  await UploadEntity.build(DeleteItemCommand).key({ applicationId, uploadId }).send();
}
