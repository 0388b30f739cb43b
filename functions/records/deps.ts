import { applicationElements, applicationReads } from '../applications/deps';
import { startJob } from '../lib/jobs';
import { recordFiles as files } from './files';
import { linkRecords } from './link-records';
import { deleteVersions, getRecord, getVersion, listVersions, queryRows, RecordWriteRefused, writeRecord } from './repository';
import { recordsService } from './service';

// Pure builds: a function bundles the part it imports (the jobs over whole elements are wired in jobs.ts), and the
// repository calls that part makes.
const repository = { getRecord, writeRecord, queryRows, listVersions, getVersion, deleteVersions, RecordWriteRefused };

/** The records API's service wired to DynamoDB and the applications domain's access check (unit tests build their own). */
export const records = /* @__PURE__ */ recordsService({ repository, applications: applicationElements, files, startJob });

/** Records as upload links reach them (link-records.ts), for the uploads domain: on applications as stored. */
export const recordLinks = /* @__PURE__ */ linkRecords({ repository, applications: applicationReads, files, startJob });
