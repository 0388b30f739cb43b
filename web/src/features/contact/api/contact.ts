import type * as v from 'valibot';
import type { ContactAccepted, ContactInput } from '../../../../../shared/schemas/contact';
import { api } from '../../../lib/api';

/** `POST /api/contact`: stored at once (202), mailed to support and to the customer by a job. */
export const sendContact = (input: v.InferOutput<typeof ContactInput>) => api.post<ContactAccepted>('/contact', input);
