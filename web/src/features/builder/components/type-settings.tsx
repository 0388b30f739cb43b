/**
 * The settings a field's type needs, below the ones every field has: choices (checkboxes, radios, select); min, max
 * and step (number); date or date and time (datetime); accepted types and size (file, gallery) and count (gallery);
 * the category element (category types); characteristic names; question and answer pairs.
 */
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import { CATEGORY_TYPES, CHOICE_TYPES, type FormField } from '../../../../../shared/schemas/builder';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formMessages } from '../messages';
import { ChoicesSetting, type ErrorOf, QuestionsSetting, TextListSetting } from './list-settings';
import { NumberField } from './number-field';

type NumberSettingKey = 'rows' | 'min' | 'max' | 'step' | 'maxSizeMb' | 'maxCount';
type NumberBounds = { readonly min?: number; readonly max?: number; readonly step?: number };

/** A numeric setting: its value, its error and its change are all under one key of the field. */
export function NumberSetting({
  field,
  setting,
  label,
  bounds = {},
  error,
  onChange,
}: {
  readonly field: FormField;
  readonly setting: NumberSettingKey;
  readonly label: MessageDescriptor;
  readonly bounds?: NumberBounds;
  readonly error: ErrorOf;
  readonly onChange: (patch: Partial<FormField>) => void;
}) {
  const intl = useIntl();
  return (
    <NumberField
      label={intl.formatMessage(label)}
      value={field[setting]}
      {...bounds}
      error={error(setting)}
      onChange={(value) => onChange({ [setting]: value } as Partial<FormField>)}
    />
  );
}

export interface TypeSettingsProps {
  readonly field: FormField;
  readonly languages: readonly Language[];
  /** Category elements of the application: key and name. */
  readonly categoryElements: readonly { key: string; name: string }[];
  readonly error: ErrorOf;
  readonly onChange: (patch: Partial<FormField>) => void;
}

export function TypeSettings({ field, languages, categoryElements, error, onChange }: TypeSettingsProps) {
  const intl = useIntl();
  const m = formMessages;
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const number = { field, error, onChange };
  return (
    <>
      {CHOICE_TYPES.includes(field.type) ? <ChoicesSetting field={field} languages={languages} error={error} onChange={onChange} /> : null}
      {field.type === 'number' ? (
        <div className="form-row">
          <NumberSetting {...number} setting="min" label={m.min} />
          <NumberSetting {...number} setting="max" label={m.max} />
          <NumberSetting {...number} setting="step" label={m.step} bounds={{ min: 0 }} />
        </div>
      ) : null}
      {field.type === 'datetime' ? (
        <RadioGroupField
          legend={text(m.dateMode)}
          value={field.dateMode ?? 'date'}
          error={error('dateMode')}
          options={[
            { value: 'date', label: text(m.dateOnly) },
            { value: 'datetime', label: text(m.dateTime) },
          ]}
          onChange={(dateMode) => onChange({ dateMode })}
        />
      ) : null}
      {field.type === 'file' || field.type === 'gallery' ? (
        <>
          <AcceptSetting value={field.accept} error={error('accept')} onChange={(accept) => onChange({ accept })} />
          <NumberSetting {...number} setting="maxSizeMb" label={m.maxSize} bounds={{ min: 0, max: 100 }} />
          {field.type === 'gallery' ? (
            <NumberSetting {...number} setting="maxCount" label={m.maxCount} bounds={{ min: 1, max: 100, step: 1 }} />
          ) : null}
        </>
      ) : null}
      {CATEGORY_TYPES.includes(field.type) ? (
        <SelectField
          label={text(m.categoryElement)}
          required
          placeholder={text(m.categoryPlaceholder)}
          description={text(m.categoryHint)}
          options={categoryElements.map((element) => ({ value: element.key, label: element.name }))}
          value={field.categoryElement ?? ''}
          error={error('categoryElement')}
          onChange={(event) => onChange({ categoryElement: event.target.value || undefined })}
        />
      ) : null}
      {field.type === 'characteristics' ? (
        <TextListSetting
          legend={text(m.characteristics)}
          items={field.characteristics ?? []}
          languages={languages}
          error={error}
          path="characteristics"
          itemLegend={(position) => intl.formatMessage(m.characteristic, { position })}
          removeLabel={(position) => intl.formatMessage(m.removeCharacteristic, { position })}
          addLabel={text(m.addCharacteristic)}
          onChange={(characteristics) => onChange({ characteristics })}
        />
      ) : null}
      {field.type === 'questions' ? <QuestionsSetting field={field} languages={languages} error={error} onChange={onChange} /> : null}
    </>
  );
}

/** Accepted types as typed (`image/*, .pdf`), reported as a list (none = every type). */
function AcceptSetting({
  value,
  error,
  onChange,
}: {
  value: readonly string[] | undefined;
  error: string | undefined;
  onChange: (accept: string[] | undefined) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState((value ?? []).join(', '));
  return (
    <TextField
      label={intl.formatMessage(formMessages.accept)}
      description={intl.formatMessage(formMessages.acceptHint)}
      value={text}
      autoCapitalize="off"
      spellCheck={false}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        const list = event.target.value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        onChange(list.length > 0 ? list : undefined);
      }}
    />
  );
}
