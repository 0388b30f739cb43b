import type { Language } from '../../../shared/constants';
import type { FormConfig } from '../../../shared/schemas/builder';
import type { CategoryIndex } from '../csv/read-cell';
import { foldText } from '../../../shared/fold-text';

/** The field that names a category: its element's first text field (as the web's category lists read it). */
export function categoryNameField(form: FormConfig | undefined): string | undefined {
  return form?.fields.find((field) => field.type === 'text')?.key;
}

/** The categories of one element by id and by folded name in every project language. */
export function categoryIndex(
  items: readonly { recordId: string; name: unknown }[],
  languages: readonly Language[],
  complete: boolean,
): CategoryIndex {
  const ids = new Set<string>();
  const names = new Map<string, string[]>();
  for (const { recordId, name } of items) {
    ids.add(recordId);
    const texts =
      typeof name === 'string'
        ? [name]
        : typeof name === 'object' && name !== null
          ? languages
              .map((language) => (name as Record<string, unknown>)[language])
              .filter((text): text is string => typeof text === 'string')
          : [];
    for (const folded of new Set(texts.map((text) => foldText(text.trim())).filter((text) => text !== ''))) {
      const named = names.get(folded) ?? [];
      named.push(recordId);
      names.set(folded, named);
    }
  }
  return { ids, names, complete };
}
