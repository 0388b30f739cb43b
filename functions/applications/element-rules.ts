import type { FieldIssue } from '../../shared/errors';
import { CATEGORY_TYPES, META_COLUMNS, type FormConfig, type TableConfig } from '../../shared/schemas/builder';

/**
 * Rules of a form that need the application around it (the schema checks the rest):
 * category fields point to a category element of the application, and once the element has records the
 * technical values of its existing fields stay (records are stored under them).
 */
export function formRuleIssues(
  form: FormConfig,
  context: { categoryElements: readonly string[]; lockedKeys: readonly string[] },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  form.fields.forEach((field, index) => {
    if (CATEGORY_TYPES.includes(field.type) && !context.categoryElements.includes(field.categoryElement ?? '')) {
      issues.push({ field: `form.fields.${index}.categoryElement`, message: 'validation.categoryElement' });
    }
  });
  const kept = new Set(form.fields.map((field) => field.key));
  if (context.lockedKeys.some((key) => !kept.has(key))) issues.push({ field: 'form.fields', message: 'validation.keyLocked' });
  return issues;
}

/** The table after a form change: columns of removed fields go; an empty list shows the first field. */
export function tableFor(table: TableConfig, form: FormConfig): TableConfig {
  const keys = new Set<string>([...form.fields.map((field) => field.key), ...META_COLUMNS]);
  const columns = table.columns.filter((column) => keys.has(column));
  return { ...table, columns: columns.length ? columns : [form.fields[0]!.key] };
}
