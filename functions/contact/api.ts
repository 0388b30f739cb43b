import { authenticateSession } from '../lib/auth/sessions';
import { createApi } from '../lib/http/api';
import { sendContact } from './handlers/send-contact';
import { contactDomain } from '../manifest';

export const routes = {
  'POST /api/contact': sendContact,
} as const;

/** Contact: the request is stored, then mailed by the `deliverContact` job (functions/jobs). */
export const handler = createApi(contactDomain, routes, { authenticate: authenticateSession });
