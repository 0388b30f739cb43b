import { requireProject } from '../lib/access/access';
import { reserve } from '../lib/auth/rate-limit';
import { config } from '../lib/config';
import { startJob } from '../lib/jobs';
import { sendMail } from '../lib/mail/sender';
import * as repository from './repository';
import { contactService } from './service';

/** The service wired to DynamoDB, SES and the job worker (unit tests build their own with fakes). */
export const contact = contactService({
  repository,
  requireProject,
  reserve,
  sendMail,
  startJob,
  supportEmail: () => config().supportEmail,
  appUrl: () => config().appUrl,
});
