import { applications } from '../applications/deps';
import { startJob } from '../lib/jobs';
import * as repository from './repository';
import { projectsService } from './service';

/** The service wired to DynamoDB, the applications domain and the job worker (unit tests build their own with fakes). */
export const projects = projectsService({ repository, applications, startJob });
