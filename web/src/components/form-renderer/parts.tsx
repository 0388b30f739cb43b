/**
 * What the renderer's fields share: the props every field gets, the legend of a group, and the text controls
 * (one input, or one input per project language labelled with the language).
 */
import { type ComponentType, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Language, UiLocale } from '../../../../shared/constants';
import type { FieldType, FormField } from '../../../../shared/schemas/builder';
import { RequiredMark } from '../ui/field-frame';
import { languageNames } from './messages';
import type { FieldValueByType, TextValue, TranslatedText } from '../../../../shared/record-values';
import type { UploadCalls } from '../../lib/uploads/upload-item';

/** A category offered by the category fields (`parentId` nests it under another one). */
export interface CategoryOption {
  readonly id: string;
  readonly label: string;
  readonly parentId?: string | undefined;
}

/** The categories of each category builder element, by element key (`field.categoryElement`). */
export type CategoryLists = Readonly<Record<string, readonly CategoryOption[]>>;

/** Where the files of a form go (the record screens; the builder's preview has none: its files are only chosen). */
export interface FieldUploads {
  /** The calls that upload a file of the field `field` and follow its check (lib/uploads/api.ts `customerUploads`). */
  readonly calls: (field: string) => UploadCalls;
  /** Some file of `field` is on its way, or none is any more: the form must not be saved meanwhile. */
  readonly onBusyChange: (field: string, busy: boolean) => void;
  /** The field that uploads (components/uploads/uploading-file-field.tsx), given by the screen: the renderer does not import it. */
  readonly Field: ComponentType<FieldProps<'file' | 'gallery'>>;
}

/** What every field knows of the form around it. */
export interface RenderContext {
  readonly languages: readonly Language[];
  readonly uiLocale: UiLocale;
  readonly readOnly: boolean;
  readonly categories: CategoryLists;
  readonly mode: 'edit' | 'preview';
  readonly uploads?: FieldUploads | undefined;
}

export interface FieldProps<T extends FieldType = FieldType> {
  readonly field: FormField;
  /** The label in the UI language. */
  readonly label: string;
  readonly value: FieldValueByType[T];
  /** The translated error, if any. */
  readonly error: string | undefined;
  /** The error says the field is empty: only the empty controls of a group are marked invalid. */
  readonly missing: boolean;
  readonly onChange: (value: FieldValueByType[T]) => void;
  readonly context: RenderContext;
}

/** The legend of a group of controls: its text (which the controls' names start with) and the star. */
export function GroupLegend({ id, label, required }: { readonly id: string; readonly label: string; readonly required: boolean }) {
  return (
    <legend className="field-head">
      <span id={id} className="field-label">
        {label}
      </span>
      <RequiredMark required={required} />
    </legend>
  );
}

export const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface ControlProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly multiline?: { readonly rows: number } | undefined;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly readOnly: boolean;
  readonly labelledBy?: string | undefined;
  readonly lang?: string | undefined;
}

/** A native text input or textarea. */
export function TextControl({
  id,
  value,
  onChange,
  multiline,
  required,
  invalid,
  describedBy: description,
  readOnly,
  labelledBy,
  lang,
}: ControlProps) {
  const common = {
    id,
    value,
    lang,
    readOnly,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': description,
    'aria-labelledby': labelledBy,
  } as const;
  return multiline ? (
    <textarea {...common} className="input textarea" rows={multiline.rows} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <input {...common} type="text" className="input" onChange={(event) => onChange(event.target.value)} />
  );
}

export interface TextInputsProps {
  /** The id of the text that names the group (the field label, a characteristic, a question). */
  readonly labelId: string;
  readonly value: TranslatedText;
  readonly onChange: (value: TranslatedText) => void;
  readonly languages: readonly Language[];
  readonly multiline?: { readonly rows: number } | undefined;
  readonly required: boolean;
  /** Which inputs are invalid: none, the empty ones, or all. */
  readonly invalid: 'none' | 'empty' | 'all';
  readonly describedBy: string | undefined;
  readonly readOnly: boolean;
}

/** One input per project language, each named "{group} {language}" and shown with its language. */
export function TextInputs({ labelId, value, onChange, languages, invalid, ...control }: TextInputsProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="renderer-languages">
      {languages.map((language) => {
        const text = value[language] ?? '';
        return (
          <div key={language} className="renderer-language">
            <label id={`${id}-${language}-label`} htmlFor={`${id}-${language}`} className="renderer-language-label">
              {intl.formatMessage(languageNames[language])}
            </label>
            <TextControl
              {...control}
              id={`${id}-${language}`}
              lang={language}
              labelledBy={`${labelId} ${id}-${language}-label`}
              value={text}
              invalid={invalid === 'all' || (invalid === 'empty' && text.trim() === '')}
              onChange={(next) => onChange({ ...value, [language]: next })}
            />
          </div>
        );
      })}
    </div>
  );
}

/** The invalid marking of the controls of a field in error. */
export function invalidMarking(error: string | undefined, missing: boolean): 'none' | 'empty' | 'all' {
  if (!error) return 'none';
  return missing ? 'empty' : 'all';
}

export const isTranslated = (value: TextValue): value is TranslatedText => typeof value !== 'string';
