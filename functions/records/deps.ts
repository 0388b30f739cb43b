import { applications } from '../applications/deps';
import { startJob } from '../lib/jobs';
import { recordFiles as files } from './files';
import * as repository from './repository';
import { recordsService } from './service';

/** The service wired to DynamoDB and the applications domain (unit tests build their own with fakes). */
export const records = recordsService({ repository, applications, files, startJob });
