import { applicationElements, applicationReads } from '../applications/deps';
import { reserve } from '../lib/auth/rate-limit';
import { config } from '../lib/config';
import { sendMail } from '../lib/mail/sender';
import * as bucket from '../lib/storage/uploads-bucket';
import { recordLinks } from '../records/deps';
import * as repository from './repository';
import { uploadsService } from './service';

/** The service wired to DynamoDB, S3, SES and the applications and records domains (unit tests build their own). */
export const uploads = uploadsService({
  repository,
  bucket,
  // The caller's access to an element; an element's configuration as stored (an upload link's page has no caller).
  applications: { elementAccess: applicationElements.elementAccess, elementConfig: applicationReads.elementConfig },
  records: recordLinks,
  reserve,
  sendMail,
  appUrl: () => config().appUrl,
});
