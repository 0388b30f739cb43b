import { startJob } from '../lib/jobs';
import * as elementRepository from './element-repository';
import * as repository from './repository';
import { applicationsService } from './service';

/** The service wired to DynamoDB and the job worker (unit tests build their own with fakes). */
export const applications = applicationsService({ repository: { ...repository, ...elementRepository }, startJob });
