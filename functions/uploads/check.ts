import { createHandler } from '../lib/entry';
import { deleteObjects, fileKeys, parseUploadKey, readHead } from '../lib/storage/uploads-bucket';
import { uploadChecker } from './checker';
import { getUpload, markPreview, rejectReplaced, settleUpload } from './repository';
import { applicationReads } from '../applications/deps';
import { fileCheckDomain } from '../manifest';

// Named imports, not the modules' namespaces (nor the applications service): the bundle then leaves out what the check
// never calls (presigners, links, the applications' kinds and rules).
const checker = uploadChecker({
  repository: { getUpload, markPreview, rejectReplaced, settleUpload },
  bucket: { deleteObjects, fileKeys, parseUploadKey, readHead },
  applications: applicationReads,
});

/** The uploads check function: each object created under `files/` is read and judged (functions/uploads/checker.ts). */
export const handler = createHandler(fileCheckDomain, { s3: (event) => checker.check(event) });
