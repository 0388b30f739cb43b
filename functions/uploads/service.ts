import type { CreatedUpload, UploadStatus } from '../../shared/schemas/uploads';
import type { Caller } from '../lib/http/route';
import type { ElementRef, UploadRequest, UploadsDeps } from './context';
import { linkAdmin } from './link-admin';
import { linkPage } from './link-page';
import { fileField, liveUpload, signUpload, statusOf } from './sign-upload';

/**
 * Files (docs/api.md, "Files and upload links"): presigned uploads and their status (sign-upload.ts), upload links made
 * by the record's editors (link-admin.ts) and their public page (link-page.ts). The check of each upload is checker.ts;
 * the files records hold are the records domain's (functions/records/files.ts).
 */
export function uploadsService(deps: UploadsDeps) {
  const { repository: repo, applications } = deps;
  return {
    async create(caller: Caller, input: ElementRef & UploadRequest, now: Date): Promise<CreatedUpload> {
      const { element } = await applications.elementAccess(caller, input, 'write');
      const field = fileField(element.form.fields, input.field);
      return signUpload(deps, { ...input, field, createdBy: caller.email }, input, now);
    },

    async status(caller: Caller, input: { projectId: string; applicationId: string; uploadId: string }, now: Date): Promise<UploadStatus> {
      const upload = await liveUpload(repo, input.projectId, input.applicationId, input.uploadId, now);
      await applications.elementAccess(caller, { ...input, element: upload.element }, 'read', true);
      return statusOf(upload);
    },

    ...linkAdmin(deps),
    ...linkPage(deps),
  };
}
