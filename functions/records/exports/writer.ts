import type { Language } from '../../../shared/constants';
import type { FormConfig } from '../../../shared/schemas/builder';
import type { VcardMapping } from '../../../shared/schemas/exports';
import type { JobItem } from '../../lib/job-store';
import { csvColumns } from '../csv/columns';
import { type CellContext, cellText } from '../csv/write-cell';
import { csvHeader, csvLine } from '../csv/write-csv';
import type { JobInput } from './job-state';
import type { ExportedRecord } from './source';
import { personOf, vcard } from './vcard';

/** The text of an export file, in its format: its head, each record (`index`: records written before it), its tail. */
export interface ExportWriter {
  head(): string;
  record(record: ExportedRecord, index: number): string;
  tail(rows: number): string;
}

/** A JSON record: its fields as stored, but files by their names only. */
function jsonRecord(fields: FormConfig['fields'], record: ExportedRecord, index: number): string {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.key in record.values)) continue;
    const value = record.values[field.key];
    values[field.key] =
      (field.type === 'file' || field.type === 'gallery') && Array.isArray(value)
        ? value.map((file) => (file as { name?: unknown })?.name).filter((name) => typeof name === 'string')
        : value;
  }
  const { recordId, createdAt, updatedAt, version } = record;
  return `${index === 0 ? '' : ','}\n${JSON.stringify({ recordId, createdAt, updatedAt, version, values })}`;
}

/** Writes records as the format asks. */
export function exportWriter(
  job: JobItem,
  input: JobInput,
  form: FormConfig,
  languages: readonly Language[],
  cells: CellContext,
): ExportWriter {
  switch (input.format) {
    case 'csv': {
      const columns = csvColumns(form, languages, input.fields);
      return {
        head: () => csvHeader(columns.map((column) => column.name)),
        record: (record) => csvLine(columns.map((column) => cellText(column, record.values[column.field.key], cells))),
        tail: () => '',
      };
    }
    case 'json': {
      const fieldsByKey = new Map(form.fields.map((field) => [field.key, field]));
      const fields = input.fields.map((key) => fieldsByKey.get(key)).filter((field) => field !== undefined);
      return {
        head: () => '[',
        record: (record, index) => jsonRecord(fields, record, index),
        tail: (rows) => (rows === 0 ? ']\n' : '\n]\n'),
      };
    }
    case 'vcard': {
      const scope = {
        projectId: job.projectId,
        applicationId: input.applicationId,
        form,
        mapping: input.mapping as VcardMapping,
        language: input.language,
        languages,
      };
      return { head: () => '', record: (record) => vcard(personOf(record, scope)), tail: () => '' };
    }
  }
}
