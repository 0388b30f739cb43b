import { applications } from '../applications/deps';
import { createHandler } from '../lib/entry';
import * as bucket from '../lib/storage/uploads-bucket';
import { uploadChecker } from './checker';
import * as repository from './repository';

const checker = uploadChecker({ repository, bucket, applications });

/** The uploads check function: each object created under `files/` is read and judged (functions/uploads/checker.ts). */
export const handler = createHandler('fileCheck', { s3: (event) => checker.check(event) });
