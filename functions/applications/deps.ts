import * as repository from './repository';
import { applicationsService } from './service';

/** The service wired to DynamoDB (unit tests build their own with fakes). */
export const applications = applicationsService({ repository });
