/**
 * The categories that category fields offer (`multipleCategories`, `singleCategory`): the records of the field's
 * category element (`field.categoryElement`), read as one page of at most 100, each named by the category form's
 * first text field in the UI language and nested under the record its own single-category field names.
 */
import { useQuery } from '@tanstack/react-query';
import type { Language, UiLocale } from '../../../../shared/constants';
import type { ApplicationDetail, ElementTableView } from '../../../../shared/project-views';
import type { FormConfig, FormField, LocalizedText } from '../../../../shared/schemas/builder';
import type { RecordPage } from '../../../../shared/schemas/records';
import { localizedText } from '../../../../shared/localized-text';
import type { CategoryLists, CategoryOption } from '../../components/form-renderer/parts';
import { categoriesQuery } from './api/get-categories';
import type { ElementRef } from '../../lib/projects/element-queries';

/** The fields a screen shows: the whole form, or the list's columns. */
export function shownFields(view: Pick<ElementTableView, 'form' | 'table'>, shown: 'form' | 'columns'): readonly FormField[] {
  return shown === 'form' ? view.form.fields : view.form.fields.filter((field) => view.table.columns.includes(field.key));
}

/** The category elements that `fields` take their categories from, each once. */
export function categoryElementsOf(fields: readonly FormField[]): string[] {
  // The category types (CATEGORY_TYPES of shared/schemas/builder, whose schemas this screen does not load).
  const elements = fields
    .filter((field) => field.type === 'multipleCategories' || field.type === 'singleCategory')
    .map((field) => field.categoryElement);
  return [...new Set(elements.filter((element): element is string => element !== undefined))];
}

/** A text value (one string, or one per language) in `locale` (the UI language, or a project language), else the first project language that has one. */
export function textIn(value: unknown, locale: UiLocale | Language, languages: readonly Language[]): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return localizedText(value as LocalizedText, locale, languages);
  return '';
}

/** The categories of one category element, from its records and its form. */
export function categoryOptions(
  page: RecordPage | undefined,
  element: string,
  form: FormConfig | undefined,
  locale: UiLocale | Language,
  languages: readonly Language[],
): CategoryOption[] {
  const nameField = form?.fields.find((field) => field.type === 'text')?.key;
  const parentField = form?.fields.find(
    (field) => field.type === 'singleCategory' && (field.categoryElement === undefined || field.categoryElement === element),
  )?.key;
  return (page?.items ?? []).map((record) => {
    const parent = parentField ? record.values[parentField] : undefined;
    return {
      id: record.recordId,
      label: (nameField ? textIn(record.values[nameField], locale, languages) : '') || record.recordId,
      ...(typeof parent === 'string' && parent !== '' ? { parentId: parent } : {}),
    };
  });
}

/** The categories of every category element `fields` use (their pages were fetched by the screen's loader). */
export function useCategoryLists(
  { projectId, ref }: Omit<ElementRef, 'element'>,
  fields: readonly FormField[],
  application: ApplicationDetail | undefined,
  locale: UiLocale | Language,
  languages: readonly Language[],
): CategoryLists {
  const elements = categoryElementsOf(fields);
  const { data: pages } = useQuery({ ...categoriesQuery({ projectId, ref }, elements), enabled: elements.length > 0 });
  const lists: Record<string, readonly CategoryOption[]> = {};
  elements.forEach((element, index) => {
    const form = application?.configs.find((config) => config.key === element)?.form;
    lists[element] = categoryOptions(pages?.[index], element, form, locale, languages);
  });
  return lists;
}
