import { choicesOf, fieldValue, type TextValue } from '../../shared/record-values';
import type { PublicRecordPage } from '../../shared/webapp-public';
import type { FormField } from '../../shared/schemas/builder';
import { foldText } from '../../shared/fold-text';
import { decodeCursor, encodeCursor } from '../lib/db/cursor';
import { NotFound, Validation } from '../lib/errors';
import { publicRecord } from './public-values';
import { cardFields, listsRecords, publicField, shownRecords, shownSection } from './shown-sections';
import {
  type AnswerDeps,
  type ListQuery,
  MAX_SECTION_RECORDS,
  resolveText,
  type SiteContext,
  siteLanguage,
  type StoredRecordLike,
} from './site-context';

/**
 * A section's list on a public site: search over the public card fields only (folded, in every language), filters on
 * choice and category fields, groups in the order of the group field's options, the configured sort, pages of the
 * section's size behind an opaque cursor.
 */

/** The text a record sorts by on a field ('' sorts last), numbers by value. */
function sortValue(ctx: SiteContext, field: FormField, record: StoredRecordLike): string | number {
  const value = fieldValue(field, ctx.languages, record.values[field.key]);
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return foldText(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) return foldText(resolveText(value as TextValue, ctx, ctx.languages[0]!));
  if (Array.isArray(value)) return foldText(value.filter((item) => typeof item === 'string').join(' '));
  return value === true ? '1' : value === false ? '0' : '';
}

/** The folded texts of the record's public card fields, in every language (what a search may match). */
function searchText(ctx: SiteContext, fields: readonly FormField[], record: StoredRecordLike): string {
  const texts: string[] = [];
  for (const field of fields) {
    const value = fieldValue(field, ctx.languages, record.values[field.key]);
    const add = (text: TextValue) =>
      texts.push(...(typeof text === 'string' ? [text] : Object.values(text).filter((x): x is string => !!x)));
    if (['text', 'textarea', 'email'].includes(field.type)) add(value as TextValue);
    else if (field.type === 'html')
      add(String(typeof value === 'string' ? value : Object.values(value as object).join(' ')).replace(/<[^>]*>/g, ' '));
    else if (['radios', 'select', 'checkboxes'].includes(field.type)) {
      for (const choice of choicesOf(value)) {
        const option = field.options?.find((candidate) => candidate.value === choice);
        texts.push(choice, ...(option ? Object.values(option.label).filter((x): x is string => !!x) : []));
      }
    } else if (field.type === 'characteristics' || field.type === 'questions') for (const item of value as TextValue[]) add(item);
  }
  return foldText(texts.join(' '));
}

/** `GET …/sections/{kind}/records`: a page of a section's records, searched, filtered, grouped and sorted as configured. */
export async function recordsAnswer(
  deps: AnswerDeps,
  ctx: SiteContext,
  kind: string,
  query: ListQuery,
  now: Date,
): Promise<PublicRecordPage> {
  const shown = shownSection(ctx, kind);
  if (!shown || !listsRecords(shown)) throw new NotFound();
  const lang = siteLanguage(ctx, query.lang);
  const { section } = shown;
  for (const key of Object.keys(query.filters)) {
    if (!section.filters.includes(key) || !publicField(shown, key))
      throw new Validation([{ field: `f.${key}`, message: 'validation.invalid' }], 'Not a filter of this section.');
  }
  const cards = cardFields(shown);
  let records = await shownRecords(deps, shown);
  const q = foldText(query.q);
  if (q) records = records.filter((record) => searchText(ctx, cards, record).includes(q));
  for (const [key, wanted] of Object.entries(query.filters)) {
    const field = publicField(shown, key)!;
    records = records.filter((record) => {
      const value = fieldValue(field, ctx.languages, record.values[key]);
      return typeof value === 'boolean' ? String(value) === wanted : choicesOf(value).includes(wanted);
    });
  }
  const sortField = publicField(shown, section.sort.field);
  const groupField = publicField(shown, section.groupBy);
  const groupRank = (record: StoredRecordLike) => {
    if (!groupField) return 0;
    const first = choicesOf(fieldValue(groupField, ctx.languages, record.values[groupField.key]))[0];
    const index = groupField.options?.findIndex((option) => option.value === first) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const direction = section.sort.direction === 'desc' ? -1 : 1;
  const keyed = records.map((record) => ({
    record,
    group: groupRank(record),
    sort: sortField ? sortValue(ctx, sortField, record) : record.recordId,
  }));
  keyed.sort((a, b) => {
    if (a.group !== b.group) return a.group - b.group;
    const emptyA = a.sort === '';
    const emptyB = b.sort === '';
    if (emptyA !== emptyB) return emptyA ? 1 : -1;
    const order =
      typeof a.sort === 'number' && typeof b.sort === 'number'
        ? a.sort - b.sort
        : String(a.sort) < String(b.sort)
          ? -1
          : String(a.sort) > String(b.sort)
            ? 1
            : 0;
    return order * direction || (a.record.recordId < b.record.recordId ? -1 : 1);
  });
  const offset = offsetOf(query.cursor);
  const pageItems = keyed.slice(offset, offset + section.perPage);
  const fields = groupField && !cards.includes(groupField) ? [...cards, groupField] : cards;
  const items = await Promise.all(pageItems.map(({ record }) => publicRecord(deps, ctx, shown, record, fields, lang, now)));
  const next = offset + section.perPage;
  return { items, ...(next < keyed.length ? { cursor: encodeCursor({ o: next })! } : {}) };
}

function offsetOf(cursor: string | undefined): number {
  const key = decodeCursor(cursor, { names: ['o'] });
  if (!key) return 0;
  const offset = key.o;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > MAX_SECTION_RECORDS) {
    throw new Validation([{ field: 'cursor', message: 'validation.cursor' }], 'Invalid cursor.');
  }
  return offset;
}
