/**
 * The one form renderer: draws a builder form (shared/schemas/builder.ts) with every one of its 16 field types,
 * for the builder's live preview and the record screens. Controlled: it shows `values` and reports each change
 * through `onChange`; it checks nothing by itself (`validateValues` does, `errors` shows the result).
 *
 * Layout: a grid of `form.columns` columns; each field goes to its `column` (1 when absent, the last one when
 * beyond), fields keep their order within a column, and the columns stack on narrow screens. Labels are in the
 * UI language (else the first project language that has one). Translatable fields show one input per project
 * language. Mandatory fields show a star and say "required" (`aria-required`); errors are tied to their control
 * (`aria-invalid`, `aria-describedby`).
 *
 * Import it lazily (or from a lazy route): it brings react-aria-components and its own stylesheet.
 */
import { lazy, Suspense } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { FORM_MAX_COLUMNS, FORM_MIN_COLUMNS, type Language, type UiLocale } from '../../../../shared/constants';
import type { FieldType, FormConfig, FormField } from '../../../../shared/schemas/builder';
import { CategoryField } from './category-field';
import { CheckboxesField, ListField, RadiosField, SelectField, TextField, YesNoField } from './fields';
import { FileField } from './file-field';
import { lazyWithReload } from '../../lib/chunk-reload';
import { rendererMessages } from './messages';
import type { CategoryLists, FieldProps, FieldUploads, RenderContext } from './parts';
import { localizedText } from '../../../../shared/localized-text';
import { fieldValue, type FieldValue, type RecordValues } from '../../../../shared/record-values';
import './form-renderer.css';

export type { CategoryLists, FieldUploads } from './parts';

export interface FormRendererProps {
  readonly form: FormConfig;
  /** The project's languages, in order (the first is the main one). */
  readonly languages: readonly Language[];
  readonly uiLocale: UiLocale;
  readonly values: RecordValues;
  /** Every change: all the values, and the key of the field that changed. */
  readonly onChange?: ((values: RecordValues, changedKey: string) => void) | undefined;
  /** Field key → message (`valueErrors(validateValues(…))`, or the API's field errors). */
  readonly errors?: Readonly<Record<string, MessageDescriptor>> | undefined;
  /** Shows the values without letting them change. */
  readonly readOnly?: boolean | undefined;
  /** The categories of each category element, for the multipleCategories and singleCategory fields. */
  readonly categories?: CategoryLists | undefined;
  /** `preview`: the builder's preview (the grid is a group named "Aperçu du formulaire"). Default `edit`. */
  readonly mode?: 'edit' | 'preview' | undefined;
  /** Where files go: file and gallery fields upload each file at once (else files are only chosen). */
  readonly uploads?: FieldUploads | undefined;
  readonly className?: string | undefined;
}

/** The number field's module once loaded: drawn at once from then on, without suspending. */
let numberField: typeof import('./number-field') | undefined;
const loadNumberField = lazyWithReload(() =>
  import('./number-field').then((module) => {
    numberField = module;
    return module;
  }),
);
const LazyNumberField = lazy(loadNumberField);

function NumberInputField(props: FieldProps<'number'>) {
  if (numberField) return <numberField.default {...props} />;
  return (
    <Suspense fallback={<div className="field" />}>
      <LazyNumberField {...props} />
    </Suspense>
  );
}

/**
 * Loads the controls `form` needs that come on demand (the number field): a screen's loader awaits it, so that the
 * form shows whole at once.
 */
export function preloadControls(form: Pick<FormConfig, 'fields'>): Promise<unknown> {
  return form.fields.some((field) => field.type === 'number') && !numberField ? loadNumberField() : Promise.resolve();
}

const NO_CATEGORIES: CategoryLists = {};
const NO_ERRORS: Readonly<Record<string, MessageDescriptor>> = {};

/** The fields of each column, in form order; a column beyond the layout goes to the last one. */
export function fieldsByColumn(form: Pick<FormConfig, 'columns' | 'fields'>): FormField[][] {
  const count = Math.min(FORM_MAX_COLUMNS, Math.max(FORM_MIN_COLUMNS, Math.trunc(form.columns) || 1));
  const columns: FormField[][] = Array.from({ length: count }, () => []);
  for (const field of form.fields) {
    const column = Math.min(count, Math.max(1, Math.trunc(field.column ?? 1) || 1));
    columns[column - 1]!.push(field);
  }
  return columns;
}

export function FormRenderer({
  form,
  languages,
  uiLocale,
  values,
  onChange,
  errors = NO_ERRORS,
  readOnly = false,
  categories = NO_CATEGORIES,
  mode = 'edit',
  uploads,
  className,
}: FormRendererProps) {
  const intl = useIntl();
  const context: RenderContext = { languages, uiLocale, readOnly, categories, mode, uploads };
  const columns = fieldsByColumn(form);
  const preview = mode === 'preview';
  return (
    <I18nProvider locale={uiLocale}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only with the group role (preview). */}
      <div
        className={['form-renderer', className].filter(Boolean).join(' ')}
        data-columns={columns.length}
        role={preview ? 'group' : undefined}
        aria-label={preview ? intl.formatMessage(rendererMessages.preview) : undefined}
      >
        {columns.map((fields, index) => (
          <div key={index} className="form-renderer-column" data-column={index + 1}>
            {fields.map((field) => {
              const error = errors[field.key];
              return (
                <RenderedField
                  key={field.key}
                  field={field}
                  label={localizedText(field.label, uiLocale, languages) || field.key}
                  value={fieldValue(field, languages, values[field.key])}
                  error={error ? intl.formatMessage(error) : undefined}
                  missing={error?.id === 'validation.required'}
                  onChange={(next: FieldValue) => onChange?.({ ...values, [field.key]: next }, field.key)}
                  context={context}
                />
              );
            })}
          </div>
        ))}
      </div>
    </I18nProvider>
  );
}

/** The props of a field of type T (`fieldValue` gave the value the shape of its field's type). */
const typed = <T extends FieldType>(props: FieldProps) => props as unknown as FieldProps<T>;

/** The component of each field type. */
function RenderedField(props: FieldProps) {
  switch (props.field.type) {
    case 'text':
    case 'textarea':
    case 'html':
    case 'email':
    case 'datetime':
      return <TextField {...typed<'text'>(props)} />;
    case 'number':
      return <NumberInputField {...typed<'number'>(props)} />;
    case 'select':
      return <SelectField {...typed<'select'>(props)} />;
    case 'checkboxes':
      return <CheckboxesField {...typed<'checkboxes'>(props)} />;
    case 'radios':
      return <RadiosField {...typed<'radios'>(props)} />;
    case 'yesno':
      return <YesNoField {...typed<'yesno'>(props)} />;
    case 'file':
    case 'gallery':
      return <FileField {...typed<'file'>(props)} />;
    case 'multipleCategories':
    case 'singleCategory':
      return <CategoryField {...typed<'multipleCategories' | 'singleCategory'>(props)} />;
    case 'characteristics':
    case 'questions':
      return <ListField {...typed<'characteristics'>(props)} />;
  }
}
