import { startJob } from '../lib/jobs';
import { sendMail } from '../lib/mail/sender';
import { config } from '../lib/config';
import { projects } from '../projects/deps';
import { accountPurge } from './purge';
import * as repository from './repository';

/**
 * The accounts domain's job runner, wired for the job worker: functions/jobs/api.ts registers it; the accounts
 * API never imports this module, so that the projects domain stays out of its bundle.
 */

/** `purgeAccount`: GDPR erasure of an account marked `deleting` (functions/accounts/purge.ts). */
export const purgeAccount = accountPurge({ repository, projects, startJob, sendMail, appUrl: () => config().appUrl });
