import { createHash } from 'node:crypto';
import type { Language } from '../../../shared/constants';
import { isEmailAddress, isPhoneNumber, safeLink } from '../../../shared/links';
import { fieldValue, isTranslatable, type TextValue } from '../../../shared/record-values';
import type { FormConfig, FormField } from '../../../shared/schemas/builder';
import type { VcardMapping } from '../../../shared/schemas/exports';
import { displayText } from '../list-index';

/**
 * vCard 4.0 (RFC 6350) of our own (docs/architecture.md, "Known gotchas": vcard4 escapes `:` where the RFC forbids it, vcards-js folds by
 * characters and leaves `;` in ORG): text escaping (§3.4), structured N and ORG (§6.2.2, §6.6.4), lines folded at 75
 * octets without splitting a UTF-8 sequence (§3.2), CRLF line ends. Checked by ical.js's parser in the tests.
 */

/** The properties of one card; empty ones are left out (FN is always written: the RFC requires it). */
export interface VcardPerson {
  readonly uid: string;
  readonly fn: string;
  readonly given: string;
  readonly family: string;
  readonly email: string;
  readonly tel: string;
  readonly org: string;
  readonly title: string;
  readonly url: string;
  readonly note: string;
  /** ISO date of the last change. */
  readonly rev: string;
}

const LINE_OCTETS = 75;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (but tab and line breaks) have no place in a vCard.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A text value (§3.4): `\`, `,` and line breaks (`\n`) escaped, and `;` in a component of a compound property (N,
 * ORG), where it would separate components. Elsewhere the RFC lets `;` be escaped or not; it is not, as parsers
 * (ical.js among them) read an escaped one there back with its backslash.
 */
export function escapeText(text: string, component = false): string {
  const escaped = text.replace(CONTROLS, '').replace(/\r\n?/g, '\n').replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/\n/g, '\\n');
  return component ? escaped.replace(/;/g, '\\;') : escaped;
}

/** A URI value: no escaping applies (§3.4), so nothing that would break the line is kept. */
const uriValue = (text: string) => text.replace(CONTROLS, '').replace(/\s+/g, '');

/** One content line folded (§3.2): at most 75 octets per physical line, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Sanitised HTML as the plain text a NOTE holds: blocks and `<br>` become line breaks, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A name-based UUID (version 5 layout, SHA-1) of the record: the same record always has the same UID. */
export function vcardUid(projectId: string, applicationId: string, recordId: string): string {
  const hash = createHash('sha1').update(`noco-vcard/${projectId}/${applicationId}/${recordId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `2026-11-25T14:30:00.000Z` → `20261125T143000Z` (§4.3.5). */
const timestamp = (iso: string) => iso.replace(/\.\d+/, '').replace(/[-:]/g, '');

/**
 * One card, its lines folded, each ending with CRLF. Clients open URL and EMAIL and dial TEL: only a web address
 * (normalised), an e-mail address and a phone number go there (shared/links.ts); any other value is left out.
 */
export function vcard(person: VcardPerson): string {
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `UID:${uriValue(person.uid)}`, `FN:${escapeText(person.fn)}`];
  const url = safeLink(person.url);
  if (person.given || person.family) lines.push(`N:${escapeText(person.family, true)};${escapeText(person.given, true)};;;`);
  if (isEmailAddress(person.email)) lines.push(`EMAIL:${escapeText(person.email)}`);
  if (isPhoneNumber(person.tel)) lines.push(`TEL;VALUE=text:${escapeText(person.tel)}`);
  if (person.org) lines.push(`ORG:${escapeText(person.org, true)}`);
  if (person.title) lines.push(`TITLE:${escapeText(person.title)}`);
  if (url) lines.push(`URL:${url}`);
  if (person.note) lines.push(`NOTE:${escapeText(person.note)}`);
  if (person.rev) lines.push(`REV:${timestamp(person.rev)}`);
  lines.push('END:VCARD');
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

const optionLabel = (field: FormField, choice: string, language: Language) => {
  const label = field.options?.find((option) => option.value === choice)?.label as Partial<Record<Language, string>> | undefined;
  return label?.[language] || Object.values(label ?? {}).find(Boolean) || choice;
};

/** The text a field gives a card, translatable values in `language`. */
export function vcardText(field: FormField, raw: unknown, language: Language, languages: readonly Language[]): string {
  const value = fieldValue(field, languages, raw);
  const textOf = (text: TextValue) => (typeof text === 'string' ? text : isTranslatable(field) ? (text[language] ?? '') : '');
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
      return textOf(value as TextValue).trim();
    case 'html':
      return htmlToText(textOf(value as TextValue));
    case 'radios':
    case 'select':
      return value ? optionLabel(field, value as string, language) : '';
    case 'checkboxes':
      return (value as readonly string[]).map((choice) => optionLabel(field, choice, language)).join(', ');
    default:
      // Other types read as the list shows them, the chosen language first.
      return displayText(field, raw, [language, ...languages.filter((other) => other !== language)]).trim();
  }
}

/** The card of one record under a mapping (each property from a field of the form, or empty). */
export function personOf(
  record: { readonly recordId: string; readonly values: Readonly<Record<string, unknown>>; readonly updatedAt: string },
  scope: {
    readonly projectId: string;
    readonly applicationId: string;
    readonly form: FormConfig;
    readonly mapping: VcardMapping;
    readonly language: Language;
    readonly languages: readonly Language[];
  },
): VcardPerson {
  const fields = new Map(scope.form.fields.map((field) => [field.key, field]));
  const text = (property: keyof VcardMapping) => {
    const field = fields.get(scope.mapping[property] ?? '');
    return field ? vcardText(field, record.values[field.key], scope.language, scope.languages) : '';
  };
  const given = text('given');
  const family = text('family');
  const email = text('email');
  const org = text('org');
  return {
    uid: vcardUid(scope.projectId, scope.applicationId, record.recordId),
    fn: text('fn') || `${given} ${family}`.trim() || org || email,
    given,
    family,
    email,
    tel: text('tel'),
    org,
    title: text('title'),
    url: text('url'),
    note: text('note'),
    rev: record.updatedAt,
  };
}
