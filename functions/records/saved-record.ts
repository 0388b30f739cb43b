import type { Language } from '../../shared/constants';
import type { FormConfig, TableConfig } from '../../shared/schemas/builder';
import { type RecordRows, rowsOf } from './list-index';
import type { StoredRecord, StoredVersion } from './record-items';
import { categoryRefs, changedKeys } from './values';

/**
 * The record as stored after a save (docs/data-model.md, "Records"), with its list rows and its version item: one
 * builder for every writer (a save, a bulk write, a copy), so that they all store the same thing.
 */

/** The element a record is saved in, as its stored item needs it. */
export interface RecordElement {
  readonly projectId: string;
  readonly applicationId: string;
  readonly elementKey: string;
  readonly form: FormConfig;
  readonly table: TableConfig;
  readonly languages: readonly Language[];
  /** The element configuration's version the list rows are computed for. */
  readonly indexVersion: number;
}

/** One save of a record: its values, who saves them and when. */
export interface RecordSave {
  /** The record as stored before (absent for a create). */
  readonly before?: StoredRecord | undefined;
  readonly recordId: string;
  /** Checked values (values.ts `checkValues`). */
  readonly values: Record<string, unknown>;
  /** Who saves (an address), and when (ISO time). */
  readonly by: string;
  readonly at: string;
  /** A create's author and time when they are not the save's own (a copy keeps its source's). */
  readonly created?: { readonly by: string; readonly at: string };
  /** Sample data (a record that is one stays one when it is saved again). */
  readonly sample?: boolean | undefined;
  /** The bulk write that saves it (its replay recognises its own writes). */
  readonly bulkId?: string;
  /** How many records point at it as a category (a copy keeps its source's count). */
  readonly usedBy?: number | undefined;
  /** The version whose values this save restores. */
  readonly restoredFrom?: number | undefined;
}

export interface SavedRecord {
  readonly after: StoredRecord;
  readonly rows: RecordRows;
  readonly version: StoredVersion;
}

const emailKeyOf = (values: Readonly<Record<string, unknown>>) =>
  typeof values.___email === 'string' ? values.___email.trim().toLowerCase() : '';

export function savedRecord(element: RecordElement, save: RecordSave): SavedRecord {
  const { applicationId, elementKey } = element;
  const { before, recordId, values, by, at } = save;
  const createdAt = before?.createdAt ?? save.created?.at ?? at;
  const rows = rowsOf({ recordId, values, createdAt, updatedAt: at }, element.form, element.table, element.languages);
  const after: StoredRecord = {
    applicationId,
    elementKey,
    recordId,
    projectId: element.projectId,
    values,
    version: (before?.version ?? 0) + 1,
    createdAt,
    updatedAt: at,
    createdBy: before?.createdBy ?? save.created?.by ?? by,
    updatedBy: by,
    rows: rows.sortKeys,
    indexedFor: element.indexVersion,
    emailKey: emailKeyOf(values),
    refs: categoryRefs(element.form, values),
    ...(save.usedBy ? { usedBy: save.usedBy } : {}),
    ...(save.bulkId ? { bulkId: save.bulkId } : {}),
    // Sample data stays sample data when someone edits it (its removal still finds it).
    ...(before?.sample || save.sample ? { sample: true } : {}),
  };
  const version: StoredVersion = {
    applicationId,
    elementKey,
    recordId,
    version: after.version,
    values,
    savedAt: at,
    savedBy: by,
    changed: changedKeys(before?.values, values),
    ...(save.restoredFrom ? { restoredFrom: save.restoredFrom } : {}),
  };
  return { after, rows, version };
}
