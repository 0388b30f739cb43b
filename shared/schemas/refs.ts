import * as v from 'valibot';
import { Ulid } from './common';

/**
 * What a request names of an application, of one of its builder elements or of one of their records: the inputs of
 * every domain that works on them (applications, records, imports, exports, samples, uploads, live modules). A module
 * of its own, so that a domain's schemas bring no other domain's (valibot schemas are bundled whole: docs/architecture.md,
 * "Known gotchas").
 */

/** An application id or its slug (the builder's screens use the slug, the API accepts both). */
export const ApplicationRef = v.pipe(
  v.string(),
  v.regex(/^[0-9A-HJKMNP-TV-Z]{26}$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.invalid'),
  v.maxLength(80),
);

export const ApplicationRefInput = v.object({ projectId: Ulid, applicationId: ApplicationRef });

/** An element of an application: its form or table, its records, imports, exports and sample data. */
export const ElementRefInput = v.object({
  projectId: Ulid,
  applicationId: ApplicationRef,
  element: v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z0-9]{0,40}$/, 'validation.invalid')),
});

/** A record of an element: read, saved, deleted, its versions, its upload links. */
export const RecordRefInput = v.object({ ...ElementRefInput.entries, recordId: Ulid });
