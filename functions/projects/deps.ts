import { applications } from '../applications/deps';
import * as repository from './repository';
import { projectsService } from './service';

/** The service wired to DynamoDB and to the applications domain (unit tests build their own with fakes). */
export const projects = projectsService({ repository, applications });
