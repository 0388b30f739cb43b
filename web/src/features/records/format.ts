/**
 * A record's values as text, the way the list cells and the history's comparison show them: choices by their
 * option labels, categories by their names, yes/no as Oui/Non, dates in the UI language, files by their names, HTML
 * as plain text, translatable texts in the UI language (the comparison shows every project language).
 */
import type { IntlShape } from 'react-intl';
import type { Language, UiLocale } from '../../../../shared/constants';
import { localizedText } from '../../../../shared/localized-text';
import { fieldValue, type FileRef, type TextValue } from '../../../../shared/record-values';
import type { FormField } from '../../../../shared/schemas/builder';
import { UPLOAD_LINK_AUTHOR } from '../../../../shared/schemas/uploads';
import type { CategoryLists } from '../../components/form-renderer/parts';
import { recordMessages } from './messages';

export interface FormatContext {
  readonly intl: IntlShape;
  /** The language of the texts (the UI's; the conductor page's chosen project language). */
  readonly locale: UiLocale | Language;
  /** The project's languages, in order. */
  readonly languages: readonly Language[];
  readonly categories: CategoryLists;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A stored date (`yyyy-MM-dd`) or date and time (`yyyy-MM-ddTHH:mm`, wall-clock time) in the UI language. */
export function formatDateValue(intl: IntlShape, value: string): string {
  const match = DATE.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes, seconds] = match;
  const at = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours ?? 0), Number(minutes ?? 0), Number(seconds ?? 0));
  if (Number.isNaN(at)) return value;
  return hours === undefined
    ? intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' })
    : intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

/** Who saved a version (`savedBy`, a record's `updatedBy`): an e-mail address, or an upload link in the UI language. */
export function formatAuthor(intl: IntlShape, author: string): string {
  return author === UPLOAD_LINK_AUTHOR ? intl.formatMessage(recordMessages.uploadLinkAuthor) : author;
}

/** An instant (ISO 8601, `createdAt`, `savedAt`) in the UI language and the browser's time zone. */
export function formatInstant(intl: IntlShape, iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
}

/** HTML as the text a reader sees (an inert document: nothing runs, nothing loads). */
export function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

function textOf(value: TextValue, context: FormatContext, everyLanguage: boolean, asHtml: boolean): string {
  const plain = (text: string) => (asHtml ? htmlText(text) : text);
  if (typeof value === 'string') return plain(value);
  if (!everyLanguage) return plain(localizedText(value, context.locale, context.languages));
  return context.languages
    .map((language) => [language, plain(value[language] ?? '')] as const)
    .filter(([, text]) => text !== '')
    .map(([language, text]) => `${language.toUpperCase()} : ${text}`)
    .join('\n');
}

const joined = (items: readonly string[]) => items.filter((item) => item !== '').join(', ');

/**
 * The text of `raw` (a stored value, maybe abridged) for `field`; '' when empty. `everyLanguage`: a translatable
 * text shows each project language that has one, on its own line.
 */
export function valueText(field: FormField, raw: unknown, context: FormatContext, { everyLanguage = false } = {}): string {
  const { intl, locale, languages } = context;
  const value = fieldValue(field, languages, raw);
  const optionLabel = (chosen: string) => {
    const option = field.options?.find((candidate) => candidate.value === chosen);
    return option ? localizedText(option.label, locale, languages) || chosen : chosen;
  };
  const categoryName = (id: string) =>
    (field.categoryElement ? context.categories[field.categoryElement]?.find((category) => category.id === id)?.label : undefined) ?? id;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      return textOf(value as TextValue, context, everyLanguage, field.type === 'html');
    case 'email':
      return value as string;
    case 'datetime':
      return value === '' ? '' : formatDateValue(intl, value as string);
    case 'number':
      return value === null ? '' : intl.formatNumber(value as number, { maximumFractionDigits: 10 });
    case 'radios':
    case 'select':
      return value === '' ? '' : optionLabel(value as string);
    case 'checkboxes':
      return joined((value as readonly string[]).map(optionLabel));
    case 'singleCategory':
      return value === '' ? '' : categoryName(value as string);
    case 'multipleCategories':
      return joined((value as readonly string[]).map(categoryName));
    case 'yesno':
      return intl.formatMessage(value ? recordMessages.yes : recordMessages.no);
    case 'file':
    case 'gallery':
      return joined((value as readonly FileRef[]).map((file) => file.name));
    case 'characteristics':
    case 'questions':
      return (value as readonly TextValue[])
        .map((item) => textOf(item, context, everyLanguage, false))
        .filter((item) => item !== '')
        .join(everyLanguage ? '\n' : ' · ');
  }
}
