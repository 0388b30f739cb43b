import type { Language } from '../../shared/constants';
import { isLinkField, safeLink } from '../../shared/links';
import type { PublicFilter, PublicRecord, PublicValue } from '../../shared/webapp-public';
import { choicesOf, fieldValue, type FileRef, type TextValue } from '../../shared/record-values';
import type { FormField } from '../../shared/schemas/builder';
import type { ContentKind } from '../../shared/webapp-templates';
import { publicFields, type Shown } from './shown-sections';
import { type AnswerDeps, label, resolveText, type SiteContext, type StoredApp, type StoredRecordLike } from './site-context';

/**
 * A record's values as a public page shows them (shared/webapp-public.ts `PublicValue`): texts in the language asked,
 * HTML sanitized, choices and categories by their labels, files by stable routes (signed URLs in a preview).
 */

async function categoryNames(
  deps: AnswerDeps,
  ctx: SiteContext,
  app: StoredApp,
  field: FormField,
  lang: Language,
): Promise<Map<string, string>> {
  const element = app.elements.find((candidate) => candidate.key === field.categoryElement);
  if (!element) return new Map();
  const nameField =
    publicFields(element.form).find((candidate) => candidate.key === 'name') ?? publicFields(element.form).find((f) => f.type === 'text');
  const records = await deps.recordsOf(app.applicationId, element.key);
  return new Map(
    records.map((record) => [
      record.recordId,
      nameField ? resolveText(fieldValue(nameField, ctx.languages, record.values[nameField.key]) as TextValue, ctx, lang) : '',
    ]),
  );
}

function fileRoute(ctx: SiteContext, kind: ContentKind, recordId: string, field: string, index: number, preview: boolean) {
  return `/api/public/sites/${ctx.host}/files/${kind}/${recordId}/${field}/${index}${preview ? '?preview=1' : ''}`;
}

async function publicValue(
  deps: AnswerDeps,
  ctx: SiteContext,
  shown: Shown,
  record: StoredRecordLike,
  field: FormField,
  lang: Language,
  now: Date,
): Promise<PublicValue | undefined> {
  const raw = record.values[field.key];
  const value = fieldValue(field, ctx.languages, raw);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email': {
      const text = typeof value === 'string' ? value : resolveText(value as TextValue, ctx, lang);
      if (!text) return undefined;
      // A link field's value is a link only when it is a web address (older records may hold anything): text otherwise.
      const href = isLinkField(field) ? safeLink(text) : undefined;
      return href ? { type: 'link', text, href } : { type: 'text', text };
    }
    case 'html': {
      const html = deps.sanitizeHtml(resolveText(value as TextValue, ctx, lang));
      return html ? { type: 'html', html } : undefined;
    }
    case 'number':
      return value === null ? undefined : { type: 'number', number: value as number };
    case 'datetime':
      return value ? { type: 'date', date: value as string } : undefined;
    case 'yesno':
      return { type: 'yesno', yes: value as boolean };
    case 'radios':
    case 'select':
    case 'checkboxes': {
      const values = choicesOf(value);
      if (!values.length) return undefined;
      const labels = values.map((choice) => label(field.options?.find((option) => option.value === choice)?.label, ctx, lang) || choice);
      return { type: 'choices', values, labels };
    }
    case 'singleCategory':
    case 'multipleCategories': {
      const names = await categoryNames(deps, ctx, shown.app, field, lang);
      const values = choicesOf(value).filter((id) => names.has(id));
      if (!values.length) return undefined;
      return { type: 'choices', values, labels: values.map((id) => names.get(id) ?? '') };
    }
    case 'file':
    case 'gallery': {
      const files = (value as readonly FileRef[]).filter((file) => typeof file.uploadId === 'string');
      if (!files.length) return undefined;
      if (ctx.files === 'signed') {
        const form = { ...shown.element!.form, fields: [field] };
        const signed = (await deps.signFiles(form, shown.app.projectId, shown.app.applicationId, { [field.key]: files }, now))[field.key];
        return {
          type: 'files',
          files: (signed as FileRef[]).map((file) => ({
            name: file.name,
            type: file.type,
            url: file.url ?? '',
            ...(file.previewUrl ? { previewUrl: file.previewUrl } : {}),
          })),
        };
      }
      return {
        type: 'files',
        files: files.map((file, index) => ({
          name: file.name,
          type: file.type,
          url: fileRoute(ctx, shown.kind, record.recordId, field.key, index, false),
          ...(file.preview ? { previewUrl: fileRoute(ctx, shown.kind, record.recordId, field.key, index, true) } : {}),
        })),
      };
    }
    case 'characteristics': {
      const pairs = (value as readonly TextValue[])
        .map((text, index) => ({ label: label(field.characteristics?.[index], ctx, lang), value: resolveText(text, ctx, lang) }))
        .filter((pair) => pair.value);
      return pairs.length ? { type: 'pairs', pairs } : undefined;
    }
    case 'questions': {
      const pairs = (value as readonly TextValue[])
        .map((text, index) => ({ label: label(field.questions?.[index]?.question, ctx, lang), value: resolveText(text, ctx, lang) }))
        .filter((pair) => pair.value);
      return pairs.length ? { type: 'pairs', pairs } : undefined;
    }
  }
}

export async function publicRecord(
  deps: AnswerDeps,
  ctx: SiteContext,
  shown: Shown,
  record: StoredRecordLike,
  fields: readonly FormField[],
  lang: Language,
  now: Date,
): Promise<PublicRecord> {
  const values: Record<string, PublicValue> = {};
  for (const field of fields) {
    const value = await publicValue(deps, ctx, shown, record, field, lang, now);
    if (value) values[field.key] = value;
  }
  return { id: record.recordId, values };
}

/** A filter (or the grouping) of a section: its field and the values it offers. */
export async function filterOf(deps: AnswerDeps, ctx: SiteContext, shown: Shown, field: FormField, lang: Language): Promise<PublicFilter> {
  let options: { value: string; label: string }[] = [];
  if (field.type === 'singleCategory' || field.type === 'multipleCategories') {
    options = [...(await categoryNames(deps, ctx, shown.app, field, lang))].map(([value, name]) => ({ value, label: name }));
  } else if (field.type === 'yesno') {
    options = [
      { value: 'true', label: 'true' },
      { value: 'false', label: 'false' },
    ];
  } else {
    options = (field.options ?? []).map((option) => ({ value: option.value, label: label(option.label, ctx, lang) || option.value }));
  }
  return { key: field.key, label: label(field.label, ctx, lang), type: field.type, options };
}
