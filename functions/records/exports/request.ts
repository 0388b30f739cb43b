import type { Language } from '../../../shared/constants';
import type { FieldIssue } from '../../../shared/errors';
import { foldText } from '../../../shared/fold-text';
import type { FormConfig } from '../../../shared/schemas/builder';
import { type ExportFormat, type ExportScope, VCARD_PROPERTIES, type VcardMapping } from '../../../shared/schemas/exports';
import { defaultVcardMapping, hasPeople } from '../../../shared/vcard-mapping';
import { Validation } from '../../lib/errors';
import { EXTENSIONS, type JobInput } from './job-state';

/** An export request, checked against the element (the fields, the vCard mapping, the language), as its job's input. */

export interface StartExportInput {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
  readonly format: ExportFormat;
  readonly fields?: readonly string[] | undefined;
  readonly records: ExportScope;
  readonly vcard?: VcardMapping | undefined;
  readonly language?: Language | undefined;
}

/** The element as a request sees it, once the caller may read it. */
interface Target {
  readonly app: { readonly applicationId: string };
  readonly element: { readonly key: string; readonly form: FormConfig; readonly table: { readonly columns: readonly string[] } };
  readonly languages: readonly Language[];
}

/** A file name people recognise: the element's name and the day (`Intervenants-2026-11-25.csv`), nothing a file system refuses. */
export function exportFileName(name: string, now: Date, format: ExportFormat): string {
  const safe =
    name
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a file name.
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'export';
  return `${safe}-${now.toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
}

/** The fields of a CSV or JSON export: as asked (each known, once), or the whole form. */
function chosenFields(form: FormConfig, fields: readonly string[] | undefined): string[] {
  if (!fields) return form.fields.map((field) => field.key);
  const known = new Set(form.fields.map((field) => field.key));
  const issues: FieldIssue[] = [];
  if (fields.some((key) => !known.has(key))) issues.push({ field: 'fields', message: 'validation.unknownField' });
  else if (new Set(fields).size !== fields.length) issues.push({ field: 'fields', message: 'validation.duplicateKey' });
  if (issues.length) throw new Validation(issues);
  return [...fields];
}

/** The vCard mapping: as asked (each field known), or the defaults; the element must hold people. */
function chosenMapping(form: FormConfig, mapping: VcardMapping | undefined): Record<string, string> {
  const used = mapping ?? defaultVcardMapping(form);
  const known = new Set(form.fields.map((field) => field.key));
  const issues: FieldIssue[] = [];
  for (const property of VCARD_PROPERTIES) {
    const key = used[property];
    if (key !== undefined && !known.has(key)) issues.push({ field: `vcard.${property}`, message: 'validation.unknownField' });
  }
  if (issues.length) throw new Validation(issues);
  // The mapping must name who the cards are about (the web offers vCards only where `hasPeople` holds).
  if (!hasPeople(form, used)) throw new Validation([{ field: 'vcard', message: 'validation.required' }]);
  return Object.fromEntries(Object.entries(used).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The sort column of the list (the records list's default): a search exports in the list's order. */
const listColumn = (form: FormConfig, columns: readonly string[]) =>
  columns.find((column) => form.fields.some((field) => field.key === column)) ?? '__createdAt';

/** The job's input for a request (a 400 for what the element does not allow). */
export function exportJobInput(target: Target, input: StartExportInput, now: Date): JobInput {
  const { app, element, languages } = target;
  const { form, table } = element;
  const language = input.language ?? languages[0]!;
  if (!languages.includes(language)) throw new Validation([{ field: 'language', message: 'validation.invalid' }]);
  const fields = input.format === 'vcard' ? [] : chosenFields(form, input.fields);
  const mapping = input.format === 'vcard' ? chosenMapping(form, input.vcard) : {};
  const scope = input.records;
  const records: JobInput['records'] =
    scope.kind === 'search'
      ? { kind: 'search', q: foldText(scope.q), column: listColumn(form, table.columns) }
      : scope.kind === 'selection'
        ? { kind: 'selection', ids: [...new Set(scope.ids)] }
        : { kind: 'all' };
  const name = (element as { name?: Partial<Record<string, string>> }).name;
  const label = languages.map((lang) => name?.[lang]).find(Boolean) ?? Object.values(name ?? {}).find(Boolean) ?? element.key;
  return {
    applicationId: app.applicationId,
    element: element.key,
    format: input.format,
    fields,
    records,
    mapping,
    language,
    fileName: exportFileName(label, now, input.format),
  };
}
