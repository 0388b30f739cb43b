import type { Language } from '../../../shared/constants';

/** A calendar date (`YYYY-MM-DD`) or a timestamp as a date in the page language. */
function toDate(value: string): Date | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDate(value: string, lang: Language): string {
  const date = toDate(value);
  if (!date) return value;
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', ...(calendarDay ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** The event's dates: one day, a range (`12–14 mars 2027`), or one end only. */
export function formatDates(start: string, end: string, lang: Language): string {
  const from = start ? toDate(start) : undefined;
  const to = end ? toDate(end) : undefined;
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  if (from && to && to.getTime() !== from.getTime()) return format.formatRange(from, to);
  const one = from ?? to;
  return one ? format.format(one) : '';
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** A language's own name (`Français`, `English`), for the language switcher. */
export function languageName(lang: Language): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang.toUpperCase();
  }
}

/** Plain text in paragraphs (split on blank lines); single line breaks stay inside a paragraph. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
