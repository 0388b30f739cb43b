import xss from 'xss';
import type * as Xss from 'xss';
import { isUlid } from '../../shared/schemas/common';
import type { Language } from '../../shared/constants';
import type { FieldIssue } from '../../shared/errors';
import { hasForbiddenCharacter, FORBIDDEN_CHARACTER_MESSAGE, MAX_ISSUES } from '../../shared/input-hygiene';
import { isLinkField, webAddress } from '../../shared/links';
import { choicesOf, fieldValue, isTranslatable, mapText, validateField, type TextValue } from '../../shared/record-values';
import type { FormConfig, FormField } from '../../shared/schemas/builder';
import type { StoredFile } from '../../shared/schemas/uploads';

/**
 * The server's check of a record's values (docs/product.md, "Validation"): the same shared rules as the web forms
 * (shared/record-values.ts), plus what only the server can enforce: strict shapes, unknown keys, text sizes,
 * sanitised HTML, link fields' addresses as stored. Pure; category existence and e-mail uniqueness are the service's (they need the table).
 */

/** Category fields point at records of their category element: at most this many ids per field. */
export const MAX_CATEGORY_IDS = 20;
/** Longest text of one language in one field: a page of HTML fits; the record's total size is checked apart. */
const TEXT_MAX: Record<string, number> = { text: 1_000, textarea: 20_000, html: 100_000, characteristics: 1_000, questions: 5_000 };

/**
 * The rich-text allowlist: what a rich text may hold, everywhere it is stored. The web sanitises again with
 * DOMPurify. js-xss (a fifth of sanitize-html's weight in the Lambda bundle) escapes every `<` that is not an
 * allowed tag, drops the other tags (and the content of script and style) and every other attribute.
 */
// xss is CommonJS that copies its helpers onto its export at run time: Node's ESM sees them on the default only.
const { escapeAttrValue, escapeHtml, FilterXSS, friendlyAttrValue } = xss as unknown as typeof Xss;
/** Elements whose content is no text: dropped with them, as far as their end (or the end of the input). */
const NO_TEXT = new Set(['script', 'style']);
let inNoText = false;
const HTML_FILTER = new FilterXSS({
  whiteList: Object.fromEntries(
    ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'].map((tag) => [
      tag,
      tag === 'a' ? ['href'] : [],
    ]),
  ),
  allowCommentTag: false,
  // Any other tag goes (its text stays), and the filter reads tags and text in order: what lies between a
  // script's or a style's tags goes with them.
  onIgnoreTag: (tag, _html, { isClosing }) => {
    if (NO_TEXT.has(tag)) inNoText = !isClosing;
    return '';
  },
  escapeHtml: (text) => (inNoText ? '' : escapeHtml(text)),
  // Links: absolute http(s), mailto and tel only, read after entities and control characters are undone.
  onTagAttr: (tag, name, value) => {
    if (tag !== 'a' || name !== 'href') return undefined;
    const url = friendlyAttrValue(value).trim();
    return LINK_SCHEMES.test(url) ? `href="${escapeAttrValue(url)}"` : '';
  },
});
const LINK_SCHEMES = /^(?:https?:\/\/|mailto:|tel:)/i;

/** Sanitised HTML; every link opens without handing the page to its target. */
export function sanitizeRichText(html: string): string {
  inNoText = false;
  const filtered = HTML_FILTER.process(
    // As an HTML parser reads it, a `<` that starts no tag (`1 < 2`) is text: js-xss would take it for one.
    html.replace(/<(?![A-Za-z/!?])/g, '&lt;'),
  );
  // After the filter every `<` left is a tag it wrote: `<a` is a link's own opening tag.
  return filtered.replace(/<a(?=[\s>])/g, '<a rel="noopener noreferrer"');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A text value sent for a field: a string, or (translatable) one string per project language. */
function isTextShape(raw: unknown, translatable: boolean, languages: readonly Language[]): boolean {
  if (typeof raw === 'string') return true;
  if (!translatable || !isObject(raw)) return false;
  return Object.entries(raw).every(([language, text]) => languages.includes(language as Language) && typeof text === 'string');
}

/** Whether `raw` has the shape of the field's type (missing counts as empty, the initial value). */
function hasShape(field: FormField, raw: unknown, languages: readonly Language[]): boolean {
  if (raw === undefined || raw === null) return true;
  const translatable = isTranslatable(field);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      return isTextShape(raw, translatable, languages);
    case 'email':
    case 'datetime':
    case 'radios':
    case 'select':
    case 'singleCategory':
      return typeof raw === 'string';
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw);
    case 'checkboxes':
    case 'multipleCategories':
      return isStringList(raw);
    case 'yesno':
      return typeof raw === 'boolean';
    case 'file':
    case 'gallery':
      // Uploads by id (shared/schemas/uploads.ts): whatever else an item carries (a name, URLs) is not read.
      return Array.isArray(raw) && raw.length <= MAX_FILE_IDS && raw.every((item) => isObject(item) && isUlid(item.uploadId));
    case 'characteristics':
    case 'questions': {
      const slots = (field.type === 'characteristics' ? field.characteristics : field.questions)?.length ?? 0;
      return Array.isArray(raw) && raw.length <= slots && raw.every((item) => isTextShape(item, translatable, languages));
    }
  }
}

const textsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (isObject(value)) return Object.values(value).flatMap(textsIn);
  return [];
};

export interface CheckedValues {
  /** Every field of the form, in its stored shape (HTML sanitised, texts trimmed where the type asks). */
  readonly values: Record<string, unknown>;
  readonly issues: FieldIssue[];
}

/** A file or gallery field sends at most this many upload ids (a gallery's `maxCount` is at most 100). */
const MAX_FILE_IDS = 100;

/** What an upload id sent on a field stands for: the stored file, or why it cannot be used there. */
export type FileResolver = (field: FormField, uploadId: string) => StoredFile | 'validation.fileUnknown' | 'validation.fileNotReady';

const isFileField = (field: FormField) => field.type === 'file' || field.type === 'gallery';

/** The upload ids sent on the form's file and gallery fields (each once), for the service to read them first. */
export function uploadIdsIn(form: FormConfig, raw: Readonly<Record<string, unknown>>): string[] {
  const ids = new Set<string>();
  for (const field of form.fields) {
    const sent = Object.hasOwn(raw, field.key) ? raw[field.key] : undefined;
    if (!isFileField(field) || !Array.isArray(sent)) continue;
    for (const item of sent.slice(0, MAX_FILE_IDS)) if (isObject(item) && isUlid(item.uploadId)) ids.add(item.uploadId);
  }
  return [...ids];
}

/** The files a field's ids stand for, or the first problem (an id twice, unknown, not checked yet). */
function resolveFiles(field: FormField, sent: unknown, files: FileResolver): StoredFile[] | string {
  const ids = Array.isArray(sent) ? sent.map((item) => (item as { uploadId: string }).uploadId) : [];
  if (new Set(ids).size !== ids.length) return 'validation.invalid';
  const resolved: StoredFile[] = [];
  for (const id of ids) {
    const file = files(field, id);
    if (typeof file === 'string') return file;
    resolved.push(file);
  }
  return resolved;
}

/**
 * Checks and normalises values sent for a record; `issues` lists each problem on `values.<key>`. File and gallery
 * values are upload ids, which `files` turns into the stored files (only checked uploads of that very field).
 */
export function checkValues(
  form: FormConfig,
  languages: readonly Language[],
  raw: Readonly<Record<string, unknown>>,
  files: FileResolver,
): CheckedValues {
  const issues: FieldIssue[] = [];
  const fields = new Map(form.fields.map((field) => [field.key, field]));
  for (const key of Object.keys(raw)) {
    if (!fields.has(key)) issues.push({ field: `values.${key}`, message: 'validation.unknownField' });
  }
  const values: Record<string, unknown> = {};
  for (const field of form.fields) {
    const sent = Object.hasOwn(raw, field.key) ? raw[field.key] : undefined;
    const problem = (message: string) => issues.push({ field: `values.${field.key}`, message });
    if (!hasShape(field, sent, languages)) {
      problem('validation.invalid');
      continue;
    }
    if (isFileField(field)) {
      const resolved = resolveFiles(field, sent, files);
      const rule = typeof resolved === 'string' ? resolved : validateField(field, languages, resolved);
      if (rule) problem(rule);
      else values[field.key] = resolved;
      continue;
    }
    const texts = textsIn(sent);
    if (texts.some(hasForbiddenCharacter)) {
      problem(FORBIDDEN_CHARACTER_MESSAGE);
      continue;
    }
    if (texts.some((text) => text.length > (TEXT_MAX[field.type] ?? 1_000))) {
      problem('validation.tooLong');
      continue;
    }
    let value = fieldValue(field, languages, sent);
    if (field.type === 'html') value = mapText(value as TextValue, sanitizeRichText);
    if (field.type === 'email') value = (value as string).trim();
    // A link field stores its address trimmed, `https://` before a bare host name (shared/links.ts).
    if (isLinkField(field)) value = mapText(value as TextValue, (text) => webAddress(text) ?? text);
    if ((field.type === 'multipleCategories' || field.type === 'singleCategory') && !checkCategoryIds(value, problem)) continue;
    const rule = validateField(field, languages, value);
    if (rule) {
      problem(rule);
      continue;
    }
    values[field.key] = value;
  }
  // A hostile body (thousands of unknown keys) must not make the answer huge.
  return { values, issues: issues.slice(0, MAX_ISSUES) };
}

function checkCategoryIds(value: unknown, problem: (message: string) => void): boolean {
  const ids = choicesOf(value);
  if (ids.length > MAX_CATEGORY_IDS) {
    problem('validation.tooManyCategories');
    return false;
  }
  if (!ids.every(isUlid) || new Set(ids).size !== ids.length) {
    problem('validation.categoryMissing');
    return false;
  }
  return true;
}

/** The category ids a record's values point at, by category element (`<element>#<recordId>`, each once). */
export function categoryRefs(form: FormConfig, values: Readonly<Record<string, unknown>>): string[] {
  const refs = new Set<string>();
  for (const field of form.fields) {
    if ((field.type !== 'multipleCategories' && field.type !== 'singleCategory') || !field.categoryElement) continue;
    for (const id of choicesOf(values[field.key])) refs.add(`${field.categoryElement}#${id}`);
  }
  return [...refs];
}

/** The keys whose value differs between two versions. */
export function changedKeys(before: Readonly<Record<string, unknown>> | undefined, after: Readonly<Record<string, unknown>>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => !before || JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}
