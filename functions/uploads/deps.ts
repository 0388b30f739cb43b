import { applications } from '../applications/deps';
import { reserve } from '../lib/auth/rate-limit';
import { config } from '../lib/config';
import { sendMail } from '../lib/mail/sender';
import * as bucket from '../lib/storage/uploads-bucket';
import { records } from '../records/deps';
import * as repository from './repository';
import { uploadsService } from './service';

/** The service wired to DynamoDB, S3, SES and the applications and records domains (unit tests build their own). */
export const uploads = uploadsService({ repository, bucket, applications, records, reserve, sendMail, appUrl: () => config().appUrl });
