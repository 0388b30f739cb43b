/**
 * The form builder's state and its pure operations (no React): the fields in layout order, each with a
 * stable `uid` (the technical value may change while editing), whether it existed when the form was loaded
 * (its technical value is fixed once the element has records), the selection, and the conversions from and
 * to the shared `FormConfig` (shared/schemas/builder.ts), which is what the API stores and the preview renders.
 *
 * Order: `items` is always sorted by the column each field shows in (stable), so the fields of column 1 come
 * first, then those of column 2…; within a column, the array order is the display order. `toForm` keeps that order.
 *
 * Columns through layout changes: a field keeps its own `column` when the layout changes; with fewer columns it
 * shows in the last one (`shownColumn`), and going back to more columns puts it where it was. Only the user's
 * own moves (drag, column setting) rewrite it. What is saved is what is shown: `toForm` writes each field's shown
 * column, so saving a 1-column layout stores every field in column 1 (the stored form must satisfy the shared
 * schema, whose fields never sit beyond the layout, and the preview, the API and the records screens all read
 * that one shape); until then, nothing is lost.
 */
import * as v from 'valibot';
import { FORM_MAX_COLUMNS, FORM_MIN_COLUMNS, type UiLocale } from '../../../../shared/constants';
import { localizedText } from '../../../../shared/localized-text';
import {
  CATEGORY_TYPES,
  CHOICE_TYPES,
  FormConfig,
  type FieldType,
  type FormField,
  type LocalizedText,
} from '../../../../shared/schemas/builder';

export interface BuilderItem {
  readonly uid: string;
  /** Loaded from the server (its technical value is fixed once the element has records). */
  readonly existing: boolean;
  readonly field: FormField;
}

export interface BuilderState {
  readonly titles: FormConfig['titles'];
  readonly columns: number;
  readonly items: readonly BuilderItem[];
  readonly selected: string | null;
  /** Source of new uids. */
  readonly counter: number;
}

/** The field's own column (1 when absent), kept through layout changes. */
export const columnOf = (field: Pick<FormField, 'column'>): number => field.column ?? 1;

/** The column a field shows in with a layout of `columns`: its own, or the last one when its own is gone. */
export const shownColumn = (field: Pick<FormField, 'column'>, columns: number): number => Math.min(columnOf(field), columns);

const sortByColumn = (items: readonly BuilderItem[], columns: number): BuilderItem[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => shownColumn(a.item.field, columns) - shownColumn(b.item.field, columns) || a.index - b.index)
    .map(({ item }) => item);

const clampColumns = (columns: number) => Math.min(FORM_MAX_COLUMNS, Math.max(FORM_MIN_COLUMNS, Math.round(columns) || 1));

/** The builder state of a stored form; every field is `existing`. Fields beyond the layout go to its last column. */
export function fromForm(form: FormConfig): BuilderState {
  const columns = clampColumns(form.columns);
  const items = form.fields.map(
    (field, index): BuilderItem => ({
      uid: `f${index + 1}`,
      existing: true,
      field: { ...field, column: Math.min(columnOf(field), columns) },
    }),
  );
  return { titles: form.titles, columns, items: sortByColumn(items, columns), selected: null, counter: items.length };
}

/** A localized text without its empty languages. */
export function cleanText(text: LocalizedText | undefined): LocalizedText {
  const out: Record<string, string> = {};
  for (const [language, value] of Object.entries(text ?? {})) if (value !== undefined && value.trim() !== '') out[language] = value;
  return out as LocalizedText;
}

/**
 * One field as stored: settings that do not apply to its type and empty values are left out; its column is the
 * one it shows in with a layout of `columns` (its own when absent).
 */
export function cleanField(field: FormField, columns = FORM_MAX_COLUMNS): FormField {
  const out: Record<string, unknown> = {
    key: field.key,
    type: field.type,
    label: cleanText(field.label),
    visibility: field.visibility,
    translatable: field.translatable,
    mandatory: field.mandatory,
    column: shownColumn(field, columns),
  };
  const keep = (name: keyof FormField, applies: boolean) => {
    if (applies && field[name] !== undefined) out[name] = field[name];
  };
  keep('rows', field.type === 'textarea' || field.type === 'html');
  if (CHOICE_TYPES.includes(field.type)) {
    out.options = (field.options ?? []).map((option) => ({ value: option.value, label: cleanText(option.label) }));
  }
  keep('min', field.type === 'number');
  keep('max', field.type === 'number');
  keep('step', field.type === 'number');
  keep('dateMode', field.type === 'datetime');
  keep('accept', field.type === 'file' || field.type === 'gallery');
  keep('maxSizeMb', field.type === 'file' || field.type === 'gallery');
  keep('maxCount', field.type === 'gallery');
  keep('categoryElement', CATEGORY_TYPES.includes(field.type));
  if (field.type === 'characteristics') out.characteristics = (field.characteristics ?? []).map(cleanText);
  if (field.type === 'questions') {
    out.questions = (field.questions ?? []).map((pair) => ({ question: cleanText(pair.question), answer: cleanText(pair.answer) }));
  }
  return out as FormField;
}

/** The form the state describes, as the API stores it and the preview shows it (fields column by column, each in its shown column). */
export function toForm(state: BuilderState): FormConfig {
  return {
    titles: { add: cleanText(state.titles.add), edit: cleanText(state.titles.edit), view: cleanText(state.titles.view) },
    columns: state.columns,
    fields: state.items.map((item) => cleanField(item.field, state.columns)),
  };
}

/** A comparable snapshot of what would be saved (unsaved changes = a different snapshot). */
export const snapshot = (state: BuilderState): string => JSON.stringify(toForm(state));

/** The fields shown in `column`, in order. */
export function columnItems(state: BuilderState, column: number): BuilderItem[] {
  return state.items.filter((item) => shownColumn(item.field, state.columns) === column);
}

/** `{type}{n}`, the smallest n not used yet. */
export function uniqueKey(state: BuilderState, type: FieldType): string {
  const used = new Set(state.items.map((item) => item.field.key));
  let n = 1;
  while (used.has(`${type}${n}`)) n += 1;
  return `${type}${n}`;
}

export interface NewFieldTexts {
  /** The new field's label (the type's name), in the languages it should be filled in. */
  readonly label: LocalizedText;
  /** The label of a new choice, by position (1-based). */
  readonly choice: (position: number) => LocalizedText;
}

/** A new field of `type` with what its type needs to be valid (a first choice, a date mode, a category source). */
export function newField(
  state: BuilderState,
  type: FieldType,
  column: number,
  texts: NewFieldTexts,
  categoryElements: readonly string[],
): FormField {
  const field: Record<string, unknown> = {
    key: uniqueKey(state, type),
    type,
    label: texts.label,
    visibility: 'public',
    translatable: false,
    mandatory: false,
    column,
  };
  if (type === 'textarea') field.rows = 4;
  if (type === 'html') field.rows = 8;
  if (CHOICE_TYPES.includes(type)) field.options = [{ value: 'option1', label: texts.choice(1) }];
  if (type === 'datetime') field.dateMode = 'date';
  if (CATEGORY_TYPES.includes(type) && categoryElements[0] !== undefined) field.categoryElement = categoryElements[0];
  if (type === 'characteristics') field.characteristics = [];
  if (type === 'questions') field.questions = [];
  return field as FormField;
}

/**
 * Puts `item` in `column`, before the field `before` (a uid of that column), or at the end of the column
 * when `before` is null or not there.
 */
function place(state: BuilderState, item: BuilderItem, column: number, before: string | null): BuilderItem[] {
  const moved: BuilderItem = { ...item, field: { ...item.field, column } };
  const rest = state.items.filter((other) => other.uid !== item.uid);
  const at = before === null ? -1 : rest.findIndex((other) => other.uid === before && shownColumn(other.field, state.columns) === column);
  if (at >= 0) return sortByColumn([...rest.slice(0, at), moved, ...rest.slice(at)], state.columns);
  return sortByColumn([...rest, moved], state.columns);
}

/** Adds a field (and selects it). */
export function addField(state: BuilderState, field: FormField, before: string | null = null): { state: BuilderState; uid: string } {
  const uid = `f${state.counter + 1}`;
  const column = Math.min(columnOf(field), state.columns);
  const items = place(state, { uid, existing: false, field }, column, before);
  return { state: { ...state, items, counter: state.counter + 1, selected: uid }, uid };
}

/** Moves a field to `column`, before `before` (a uid) or at the end of that column. */
export function moveField(state: BuilderState, uid: string, column: number, before: string | null): BuilderState {
  const item = state.items.find((other) => other.uid === uid);
  if (!item || before === uid) return state;
  return { ...state, items: place(state, item, Math.min(Math.max(column, 1), state.columns), before) };
}

/** Within a column, moves a field to the position of another one (the sortable-list rule: it takes its place). */
export function reorderField(state: BuilderState, uid: string, overUid: string): BuilderState {
  const list = state.items;
  const from = list.findIndex((item) => item.uid === uid);
  const to = list.findIndex((item) => item.uid === overUid);
  if (from < 0 || to < 0 || from === to) return state;
  const target = list[to]!;
  const item = list[from]!;
  const column = shownColumn(target.field, state.columns);
  // Within the column it shows in, a reorder keeps the field's own column (a layout change may give it back).
  if (shownColumn(item.field, state.columns) !== column) return moveField(state, uid, column, overUid);
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, item);
  return { ...state, items: next };
}

export function removeField(state: BuilderState, uid: string): BuilderState {
  return { ...state, items: state.items.filter((item) => item.uid !== uid), selected: state.selected === uid ? null : state.selected };
}

export function updateField(state: BuilderState, uid: string, patch: Partial<FormField>): BuilderState {
  return {
    ...state,
    items: sortByColumn(
      state.items.map((item) => (item.uid === uid ? { ...item, field: { ...item.field, ...patch } as FormField } : item)),
      state.columns,
    ),
  };
}

/**
 * A new layout. The fields keep their own columns: those of removed columns show at the end of the last
 * remaining one, and come back to their columns when the layout has them again (see the header).
 */
export function setColumns(state: BuilderState, columns: number): BuilderState {
  const count = clampColumns(columns);
  return { ...state, columns: count, items: sortByColumn(state.items, count) };
}

/**
 * The state once saved: every field exists, and sits in the column it was saved in (the shown one), so that a
 * later layout change starts from what is stored.
 */
export function markSaved(state: BuilderState): BuilderState {
  return {
    ...state,
    items: state.items.map((item) => ({
      ...item,
      existing: true,
      field: { ...item.field, column: shownColumn(item.field, state.columns) },
    })),
  };
}

/** True when the technical value of this field may not change (the element has records and the field existed). */
export const keyLocked = (item: BuilderItem, hasRecords: boolean) => hasRecords && item.existing;

/** A field as the builder names it: its label in the interface language, else its technical value. */
export const fieldName = (field: Pick<FormField, 'label' | 'key'>, locale: UiLocale): string =>
  localizedText(field.label, locale) || field.key;

/* ---------- Problems ---------- */

/** Catalogue keys of the problems found: form-level ones by path (`titles.add`, `columns`, `fields`), field ones by uid then setting. */
interface BuilderErrors {
  readonly form: Readonly<Record<string, string>>;
  readonly fields: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
const NO_ERRORS: BuilderErrors = { form: {}, fields: {} };

/** Problems given as paths of the form (`['fields', 2, 'options', 0, 'label']`) and catalogue keys, the first per place. */
export function errorsAt(state: BuilderState, issues: readonly { path: readonly (string | number)[]; message: string }[]): BuilderErrors {
  const form: Record<string, string> = {};
  const fields: Record<string, Record<string, string>> = {};
  const setField = (uid: string, setting: string, message: string) => {
    fields[uid] ??= {};
    fields[uid][setting] ??= message;
  };
  for (const { path, message } of issues) {
    const [head, index] = path;
    if (head === 'fields' && index !== undefined && path.length > 2) {
      const item = state.items[Number(index)];
      if (item) setField(item.uid, path.slice(2).join('.'), message);
      else form.fields ??= message;
    } else if (head === 'fields') {
      form.fields ??= message;
      if (message === 'validation.duplicateKey') {
        const seen = new Map<string, number>();
        for (const item of state.items) seen.set(item.field.key, (seen.get(item.field.key) ?? 0) + 1);
        for (const item of state.items) if ((seen.get(item.field.key) ?? 0) > 1) setField(item.uid, 'key', message);
      }
    } else {
      const key = path.join('.');
      form[key] ??= message;
    }
  }
  return { form, fields };
}

/** The problem at `path` or below it (`label` finds `label.fr`), unless `exact`. */
export function errorAt<T>(errors: Readonly<Record<string, T>> | undefined, path: string, exact = false): T | undefined {
  if (!errors) return undefined;
  if (errors[path] !== undefined || exact) return errors[path];
  const below = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return below === undefined ? undefined : errors[below];
}

/** The shared schema's verdict on the form, as builder errors (none when valid). */
export function checkForm(state: BuilderState): BuilderErrors {
  const parsed = v.safeParse(FormConfig, toForm(state));
  if (parsed.success) return NO_ERRORS;
  return errorsAt(
    state,
    parsed.issues.map((issue) => ({ path: (issue.path ?? []).map((item) => item.key as string | number), message: issue.message })),
  );
}

/** The API's field problems (`form.fields.2.options`), as builder errors. */
export function apiErrors(state: BuilderState, details: readonly { field: string; message: string }[], root = 'form'): BuilderErrors {
  return errorsAt(
    state,
    details.map((detail) => {
      const parts = detail.field.split('.').filter(Boolean);
      if (parts[0] === root) parts.shift();
      return { path: parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: detail.message };
    }),
  );
}

/** Errors without the one at `path` and those below it (after that setting was edited). */
export const forgetPath = <T>(errors: Readonly<Record<string, T>>, path: string): Record<string, T> =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));

/**
 * Where a field's problems sit among the form's, once flat (the one form hook keeps one map by path): `@{uid}`
 * then the setting (`@f3.label.fr`); form-level problems keep their path (`titles.add`, `columns`, `fields`).
 */
export const fieldPath = (uid: string, setting?: string): string => (setting === undefined ? `@${uid}` : `@${uid}.${setting}`);

/** The problems of one field, by setting (`label.fr`). */
export function fieldErrorsOf<T>(errors: Readonly<Record<string, T>>, uid: string): Record<string, T> {
  const prefix = `${fieldPath(uid)}.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, value]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), value]] : [])),
  );
}

/** Builder errors as one map by path (see `fieldPath`). */
export function flatErrors(errors: BuilderErrors): Record<string, string> {
  const flat: Record<string, string> = { ...errors.form };
  for (const [uid, settings] of Object.entries(errors.fields))
    for (const [setting, message] of Object.entries(settings)) flat[fieldPath(uid, setting)] = message;
  return flat;
}
