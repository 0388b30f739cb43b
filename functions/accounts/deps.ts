import { claimInvitations } from '../lib/access/invitations';
import { padUntil } from '../lib/auth/pad-until';
import * as limiter from '../lib/auth/rate-limit';
import * as sessions from '../lib/auth/sessions';
import { config } from '../lib/config';
import { startJob } from '../lib/jobs';
import { sendMail } from '../lib/mail/sender';
import { liveRevocation } from '../lib/sockets/deps';
import * as repository from './repository';
import { accountsService } from './service';

/** The service wired to DynamoDB, SES and the real clock (unit tests build their own with fakes). */
export const accounts = accountsService({
  repository,
  sendMail,
  limiter,
  sessions,
  appUrl: () => config().appUrl,
  padUntil,
  claimInvitations,
  startJob,
  live: liveRevocation,
});
