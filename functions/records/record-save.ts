import { ulid } from 'ulid';
import { choicesOf } from '../../shared/record-values';
import type { FormConfig } from '../../shared/schemas/builder';
import { RECORD_MAX_BYTES } from '../../shared/schemas/records';
import { NEW_FILES_PER_SAVE } from '../../shared/schemas/uploads';
import { Conflict, ItemTooLarge, NotFound, ServiceUnavailable, Validation } from '../lib/errors';
import type { Caller } from '../lib/http/route';
import { type Element, isFileType, type RecordsDeps, recordElementOf } from './context';
import type { StoredRecord } from './record-items';
import { savedRecord } from './saved-record';
import { checkValues, type FileResolver, uploadIdsIn } from './values';

/**
 * A save of one record by a person (service.ts): its values checked against the element's form, then one transaction
 * (repository.ts `writeRecord`), the files it attaches tagged before and those it drops deleted after.
 */

/** A category chain is followed this far up when looking for a cycle. */
const MAX_CATEGORY_DEPTH = 32;

/**
 * Checks the values against the element's form; the problems are field details of one 400. File values are
 * upload ids, read here: only checked uploads of the same field that no other record holds (`before`'s own stay).
 */
export async function checkedValues(
  files: RecordsDeps['files'],
  target: Element,
  raw: Readonly<Record<string, unknown>>,
  before: StoredRecord | undefined,
  now: Date,
  options: { dropUnknownFiles?: boolean } = {},
) {
  const { form } = target.element;
  const { resolve } = await files.resolverFor(
    {
      projectId: target.projectId,
      applicationId: target.app.applicationId,
      element: target.element.key,
      ...(before ? { recordId: before.recordId } : {}),
      held: new Set(files.heldUploads(form, before?.values)),
      now,
    },
    uploadIdsIn(form, raw),
  );
  // A restore keeps the files of the old version that still exist, and leaves out those deleted since.
  const sent = options.dropUnknownFiles ? withoutUnknownFiles(target, raw, resolve) : raw;
  const { values, issues } = checkValues(form, target.languages, sent, resolve);
  if (issues.length) throw new Validation(issues);
  if (Buffer.byteLength(JSON.stringify(values), 'utf8') > RECORD_MAX_BYTES) throw new ItemTooLarge();
  return values;
}

function withoutUnknownFiles(target: Element, raw: Readonly<Record<string, unknown>>, resolve: FileResolver) {
  const out: Record<string, unknown> = { ...raw };
  for (const field of target.element.form.fields) {
    const sent = raw[field.key];
    if (!isFileType(field.type) || !Array.isArray(sent)) continue;
    out[field.key] = sent.filter((item) => typeof resolve(field, (item as { uploadId?: string })?.uploadId ?? '') !== 'string');
  }
  return out;
}

/** A category of its own element may not end up among its own ancestors. */
export async function checkNoCycle(
  repository: RecordsDeps['repository'],
  target: Element,
  recordId: string,
  values: Readonly<Record<string, unknown>>,
) {
  for (const field of target.element.form.fields) {
    if (field.categoryElement !== target.element.key) continue;
    let frontier = choicesOf(values[field.key]);
    const seen = new Set<string>();
    for (let depth = 0; frontier.length > 0 && depth < MAX_CATEGORY_DEPTH; depth++) {
      if (frontier.includes(recordId)) throw new Validation([{ field: `values.${field.key}`, message: 'validation.categoryCycle' }]);
      const unseen = frontier.filter((id) => !seen.has(id));
      for (const id of unseen) seen.add(id);
      const parents = await Promise.all(unseen.map((id) => repository.getRecord(target.app.applicationId, target.element.key, id)));
      frontier = parents.flatMap((parent) => choicesOf(parent?.values[field.key]));
    }
  }
}

/** The field a missing category reference was sent on. */
function categoryField(target: Element, ref: string | undefined, values: Readonly<Record<string, unknown>>): string {
  const [element, id] = (ref ?? '').split('#');
  const field = target.element.form.fields.find(
    (candidate) => candidate.categoryElement === element && choicesOf(values[candidate.key]).includes(id ?? ''),
  );
  return field ? `values.${field.key}` : 'values';
}

/** The answer to a write the repository refused (any other error is thrown as it is). */
export function refused(
  repository: RecordsDeps['repository'],
  target: Element,
  error: unknown,
  values: Readonly<Record<string, unknown>> = {},
): never {
  if (!(error instanceof repository.RecordWriteRefused)) throw error;
  switch (error.reason) {
    case 'stale':
      throw new Conflict('The record changed since you loaded it.');
    case 'emailTaken':
      throw new Conflict('Another record of this element has this address.', [
        { field: 'values.___email', message: 'validation.emailTaken' },
      ]);
    case 'elementGone':
      throw new NotFound('No such builder element.');
    case 'categoryMissing':
      throw new Validation([{ field: categoryField(target, error.ref, values), message: 'validation.categoryMissing' }]);
    case 'conflict':
      throw new ServiceUnavailable(1, 'A concurrent write held the record; try again.');
    case 'fileTaken':
      // Another save attached that upload first.
      throw new Validation([{ field: error.ref ? `values.${error.ref}` : 'values', message: 'validation.fileUnknown' }]);
  }
}

/** The uploads a save attaches (those the record did not hold), with their field. */
function attachments(files: RecordsDeps['files'], form: FormConfig, values: Readonly<Record<string, unknown>>, held: ReadonlySet<string>) {
  return form.fields.flatMap((field) =>
    files
      .storedFiles(values[field.key])
      .filter((file) => !held.has(file.uploadId))
      .map((file) => ({ uploadId: file.uploadId, field: field.key })),
  );
}

/** Queues the deletion of files a record no longer holds (the record's write has committed: they are unreachable). */
export async function deleteFiles(
  startJob: RecordsDeps['startJob'],
  target: Element,
  recordId: string,
  uploadIds: readonly string[],
  caller: Caller,
  now: Date,
) {
  await startJob(
    {
      type: 'deleteUploads',
      ownerId: caller.customerId,
      projectId: target.projectId,
      input: { applicationId: target.app.applicationId, recordId, uploadIds },
    },
    now,
  );
}

/** Saves checked values as the record's next version (a create without `before`), by `caller`. */
export async function saveRecord(
  { repository, files, startJob }: Omit<RecordsDeps, 'applications'>,
  target: Element,
  before: StoredRecord | undefined,
  values: Record<string, unknown>,
  caller: Caller,
  now: Date,
  restoredFrom?: number,
): Promise<StoredRecord> {
  const { after, rows, version } = savedRecord(recordElementOf(target), {
    before,
    recordId: before?.recordId ?? ulid(now.getTime()),
    values,
    by: caller.email,
    at: now.toISOString(),
    restoredFrom,
  });
  const { form } = target.element;
  const held = new Set(files.heldUploads(form, before?.values));
  const kept = new Set(files.heldUploads(form, values));
  const attach = attachments(files, form, values, held);
  const dropped = [...held].filter((id) => !kept.has(id));
  if (attach.length > NEW_FILES_PER_SAVE) {
    throw new Validation([
      { field: `values.${attach[0]!.field}`, message: 'validation.tooManyNewFiles', params: { count: NEW_FILES_PER_SAVE } },
    ]);
  }
  // Tagged before the transaction: a save that then fails leaves an object that never expires, never a record
  // whose file expires.
  if (attach.length)
    await files.attachObjects(
      target.projectId,
      target.app.applicationId,
      attach.map((item) => item.uploadId),
    );
  try {
    await repository.writeRecord({ projectId: target.projectId, before, after, rows, version, attach });
  } catch (error) {
    refused(repository, target, error, values);
  }
  if (dropped.length) await deleteFiles(startJob, target, after.recordId, dropped, caller, now);
  return after;
}
