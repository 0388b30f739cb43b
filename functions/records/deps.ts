import { applications } from '../applications/deps';
import { getJob } from '../lib/job-store';
import { startJob } from '../lib/jobs';
import { recordFiles as files } from '../uploads/service';
import { importsService } from './imports/service';
import * as repository from './repository';
import { recordsService } from './service';

/** The service wired to DynamoDB and the applications domain (unit tests build their own with fakes). */
export const records = recordsService({ repository, applications, files, startJob });
/** CSV paste imports (issue 12). */
export const imports = importsService({ applications, startJob, getJob });
