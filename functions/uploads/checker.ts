import type { ApplicationsService } from '../applications/service';
import type { ObjectEvent } from '../lib/entry';
import type * as Bucket from '../lib/storage/uploads-bucket';
import { HEAD_BYTES, judgeFile, previewAcceptable } from './file-check';
import type * as Repository from './repository';

export interface CheckerDeps {
  readonly repository: Pick<typeof Repository, 'getUpload' | 'settleUpload' | 'rejectReplaced' | 'markPreview'>;
  readonly bucket: Pick<typeof Bucket, 'fileKeys' | 'parseUploadKey' | 'readHead' | 'deleteObjects'>;
  readonly applications: Pick<ApplicationsService, 'elementConfig'>;
}

/**
 * The check after each upload, in its own function (docs/architecture.md, "Topology": S3 object events → the uploads check Lambda), so that
 * neither file-type nor the check's reads weigh on the API's bundle.
 */
export function uploadChecker({ repository: repo, bucket, applications }: CheckerDeps) {
  return {
    /**
     * The check after each upload (an S3 object event): the real size and the real type of the file, from its first
     * bytes, against what was declared and what the field accepts. A refused file is deleted. A second object at a
     * key already decided is refused too (only the POST policy's 5 minutes allow one), and one the check could not
     * read as this event's version is left to that version's own event.
     */
    async check(event: ObjectEvent): Promise<void> {
      const parts = bucket.parseUploadKey(event.key);
      if (!parts || event.kind !== 'created') return;
      const upload = await repo.getUpload(parts.applicationId, parts.uploadId);
      if (!upload || upload.projectId !== parts.projectId) {
        await bucket.deleteObjects([event.key]); // no upload was signed for it, or it was forgotten
        return;
      }
      if (parts.part === 'original' && upload.status !== 'pending') {
        if (upload.etag && upload.etag === event.etag) return; // the same event, delivered again
        // The copy of an application writes its uploads ready, then copies their objects. Only our functions
        // can CopyObject (a browser uploads through a presigned POST), and s3rver's copy events carry no ETag.
        if (event.reason === 'CopyObject') return;
        await bucket.deleteObjects([event.key]);
        await repo.rejectReplaced(parts.applicationId, parts.uploadId);
        return;
      }
      const read = await bucket.readHead(event.key, HEAD_BYTES, event.etag);
      if (!read) return;
      if (parts.part === 'preview') {
        // Kept only as the type declared at signing, which its bytes must prove (the record's file then carries it).
        if (upload.previewType && upload.status !== 'rejected' && (await previewAcceptable(read.head, read.size, upload.previewType))) {
          await repo.markPreview(parts.applicationId, parts.uploadId);
        } else await bucket.deleteObjects([event.key]);
        return;
      }
      const field = (await applications.elementConfig(upload.projectId, upload.applicationId, upload.element))?.form.fields.find(
        (candidate) => candidate.key === upload.field,
      );
      const verdict = field
        ? await judgeFile({ name: upload.name, declaredType: upload.type, size: read.size, head: read.head }, field)
        : ({ ok: false, reason: 'typeNotAccepted' } as const);
      if (verdict.ok) {
        await repo.settleUpload(parts.applicationId, parts.uploadId, {
          status: 'ready',
          size: read.size,
          type: verdict.type,
          etag: event.etag ?? '',
        });
        return;
      }
      await bucket.deleteObjects([event.key, bucket.fileKeys.file(parts.projectId, parts.applicationId, parts.uploadId, 'preview')]);
      await repo.settleUpload(parts.applicationId, parts.uploadId, { status: 'rejected', reason: verdict.reason, size: read.size });
    },
  };
}
