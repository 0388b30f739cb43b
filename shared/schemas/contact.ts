import * as v from 'valibot';
import { Locale, requiredText, Ulid } from './common';

/** Lengths of a contact request: the web's counters use them too. */
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

/** `POST /api/contact`: what the customer writes, the project it is about (optional), the language of the acknowledgement. */
export const ContactInput = v.object({
  subject: requiredText(CONTACT_SUBJECT_MAX),
  message: requiredText(CONTACT_MESSAGE_MAX),
  projectId: v.optional(Ulid),
  lang: Locale,
});

/** The 202 answer: the stored request's id (the mails follow through the `deliverContact` job). */
export interface ContactAccepted {
  readonly requestId: string;
}
