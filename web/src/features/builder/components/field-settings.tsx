/**
 * The settings panel of the selected field (SPEC §3 field attributes, and what each type needs): technical
 * value (fixed once records exist for a field that was already there), label per project language, column,
 * rows (textarea, html), visibility, translatable, mandatory; choices (checkboxes, radios, select); min, max
 * and step (number); date or date and time (datetime); accepted types and size (file, gallery) and count
 * (gallery); the category element (category types); characteristic names; question and answer pairs.
 * Each problem (the shared schema's or the API's) is shown next to its setting.
 */
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useId, useState, type ReactNode } from 'react';
import type { Language, UiLocale } from '../../../../../shared/constants';
import { CATEGORY_TYPES, CHOICE_TYPES, type FormField, type LocalizedText } from '../../../../../shared/schemas/builder';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldLegend } from '../../../components/ui/options-fieldset';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/forms/use-form';
import { formMessages, typeMessages } from '../messages';
import { errorAt, shownColumn, type BuilderItem } from '../model';
import { LocalizedField } from './localized-field';
import { NumberField } from './number-field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { fieldName } from './form-canvas';

export interface FieldSettingsProps {
  readonly item: BuilderItem;
  readonly columns: number;
  readonly languages: readonly Language[];
  readonly locale: UiLocale;
  readonly keyLocked: boolean;
  /** Category elements of the application: key and name. */
  readonly categoryElements: readonly { key: string; name: string }[];
  /** Problems of this field: setting path → message. */
  readonly errors: FieldErrors;
  /** A change of some settings (their problems are forgotten). */
  readonly onChange: (patch: Partial<FormField>) => void;
}

export function FieldSettings({ item, columns, languages, locale, keyLocked, categoryElements, errors, onChange }: FieldSettingsProps) {
  const intl = useIntl();
  const m = formMessages;
  const { field } = item;
  const error = (path: string, exact = false) => {
    const message = errorAt(errors, path, exact);
    return message ? intl.formatMessage(message) : undefined;
  };
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  /** A numeric setting: its value, its error and its change are all under one key of the field. */
  const numberSetting = (key: NumberSettingKey, label: MessageDescriptor, bounds: NumberBounds = {}) => (
    <NumberField
      label={text(label)}
      value={field[key]}
      {...bounds}
      error={error(key)}
      onChange={(value) => onChange({ [key]: value } as Partial<FormField>)}
    />
  );
  return (
    <section className="builder-settings card" aria-labelledby="builder-settings-title">
      <h3 id="builder-settings-title" tabIndex={-1}>
        {intl.formatMessage(m.settingsOf, { name: fieldName(field, locale) })}
      </h3>
      <p className="muted">{text(typeMessages[field.type])}</p>
      <TextField
        label={text(m.key)}
        value={field.key}
        readOnly={keyLocked}
        required
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        description={text(keyLocked ? m.keyLockedHint : m.keyHint)}
        error={error('key')}
        onChange={(event) => onChange({ key: event.target.value })}
      />
      <LocalizedField
        legend={text(m.label)}
        languages={languages}
        value={field.label}
        required
        error={error('label')}
        onChange={(label) => onChange({ label })}
      />
      {columns > 1 ? (
        <SelectField
          label={text(m.column)}
          options={Array.from({ length: columns }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
          value={String(shownColumn(field, columns))}
          error={error('column')}
          onChange={(event) => onChange({ column: Number(event.target.value) })}
        />
      ) : null}
      {field.type === 'textarea' || field.type === 'html' ? numberSetting('rows', m.rows, { min: 1, max: 30, step: 1 }) : null}
      <RadioGroupField
        legend={text(m.visibility)}
        value={field.visibility}
        error={error('visibility')}
        options={[
          { value: 'public', label: text(m.public), description: text(m.publicHint) },
          { value: 'private', label: text(m.private), description: text(m.privateHint) },
        ]}
        onChange={(visibility) => onChange({ visibility })}
      />
      <CheckboxField
        label={text(m.translatable)}
        description={text(m.translatableHint)}
        checked={field.translatable}
        onChange={(event) => onChange({ translatable: event.target.checked })}
      />
      <CheckboxField
        label={text(m.mandatorySetting)}
        checked={field.mandatory}
        onChange={(event) => onChange({ mandatory: event.target.checked })}
      />
      {CHOICE_TYPES.includes(field.type) ? <ChoicesSetting field={field} languages={languages} error={error} onChange={onChange} /> : null}
      {field.type === 'number' ? (
        <div className="form-row">
          {numberSetting('min', m.min)}
          {numberSetting('max', m.max)}
          {numberSetting('step', m.step, { min: 0 })}
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
          {numberSetting('maxSizeMb', m.maxSize, { min: 0, max: 100 })}
          {field.type === 'gallery' ? numberSetting('maxCount', m.maxCount, { min: 1, max: 100, step: 1 }) : null}
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
    </section>
  );
}

type NumberSettingKey = 'rows' | 'min' | 'max' | 'step' | 'maxSizeMb' | 'maxCount';
type NumberBounds = { readonly min?: number; readonly max?: number; readonly step?: number };

type ErrorOf = (path: string, exact?: boolean) => string | undefined;

/** The props of a setting that edits a list held by the field (its choices, its questions), in every project language. */
interface ListOfFieldProps {
  readonly field: FormField;
  readonly languages: readonly Language[];
  readonly error: ErrorOf;
  readonly onChange: (patch: Partial<FormField>) => void;
}

interface ListSettingProps<T> {
  readonly legend: string;
  readonly required?: boolean;
  readonly items: readonly T[];
  /** Error of the list as a whole (its path in the field). */
  readonly groupError: string | undefined;
  /** Shown when the list is empty (absent: nothing shown). */
  readonly emptyText?: string;
  readonly removeLabel: (position: number) => string;
  readonly addLabel: string;
  readonly newItem: () => T;
  readonly onChange: (items: T[]) => void;
  /** One item's controls; `update` replaces the item. */
  readonly renderItem: (item: T, position: number, update: (next: T) => void) => ReactNode;
}

/** A list of settings items (choices, characteristics, questions): each editable and removable, one add button. */
function ListSetting<T>({
  legend,
  required,
  items,
  groupError,
  emptyText,
  removeLabel,
  addLabel,
  newItem,
  onChange,
  renderItem,
}: ListSettingProps<T>) {
  const errorId = useId();
  // The list's error (no choice…) describes the group and its add button, which takes the focus after a refused save.
  return (
    <fieldset
      className={['field', 'field-group', 'builder-list', groupError ? 'is-invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={groupError ? errorId : undefined}
    >
      <FieldLegend label={legend} required={required} />
      {items.length === 0 && emptyText ? <p className="muted">{emptyText}</p> : null}
      <ol className="builder-list-items">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their place; a key from their text would remount the input being typed in.
          <li key={index} className="builder-list-row">
            {renderItem(item, index + 1, (next) => onChange(items.map((other, at) => (at === index ? next : other))))}
            <button type="button" className="button small" onClick={() => onChange(items.filter((_, at) => at !== index))}>
              {removeLabel(index + 1)}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button small"
        aria-describedby={groupError ? errorId : undefined}
        onClick={() => onChange([...items, newItem()])}
      >
        {addLabel}
      </button>
      {groupError ? (
        <p id={errorId} className="field-error">
          {groupError}
        </p>
      ) : null}
    </fieldset>
  );
}

function ChoicesSetting({ field, languages, error, onChange }: ListOfFieldProps) {
  const intl = useIntl();
  const m = formMessages;
  const options = field.options ?? [];
  const unusedValue = () => {
    const used = new Set(options.map((option) => option.value));
    let n = options.length + 1;
    while (used.has(`option${n}`)) n += 1;
    return `option${n}`;
  };
  return (
    <ListSetting
      legend={intl.formatMessage(m.choices)}
      required
      items={options}
      groupError={error('options', true)}
      removeLabel={(position) => intl.formatMessage(m.removeChoice, { position })}
      addLabel={intl.formatMessage(m.addChoice)}
      newItem={() => ({ value: unusedValue(), label: {} as LocalizedText })}
      onChange={(next) => onChange({ options: next })}
      renderItem={(option, position, update) => (
        <fieldset className="builder-list-item">
          <legend>{intl.formatMessage(m.choice, { position })}</legend>
          <TextField
            label={intl.formatMessage(m.choiceValue)}
            value={option.value}
            required
            autoCapitalize="off"
            spellCheck={false}
            error={error(`options.${position - 1}.value`)}
            onChange={(event) => update({ ...option, value: event.target.value })}
          />
          <LocalizedField
            legend={intl.formatMessage(m.label)}
            languages={languages}
            value={option.label}
            required
            error={error(`options.${position - 1}.label`)}
            onChange={(label) => update({ ...option, label })}
          />
        </fieldset>
      )}
    />
  );
}

interface TextListSettingProps {
  readonly legend: string;
  readonly items: readonly LocalizedText[];
  readonly languages: readonly Language[];
  readonly error: ErrorOf;
  readonly path: string;
  readonly itemLegend: (position: number) => string;
  readonly removeLabel: (position: number) => string;
  readonly addLabel: string;
  readonly onChange: (items: LocalizedText[]) => void;
}

function TextListSetting({ legend, items, languages, error, path, itemLegend, removeLabel, addLabel, onChange }: TextListSettingProps) {
  const intl = useIntl();
  return (
    <ListSetting
      legend={legend}
      items={items}
      groupError={error(path, true)}
      emptyText={intl.formatMessage(formMessages.emptyList)}
      removeLabel={removeLabel}
      addLabel={addLabel}
      newItem={() => ({}) as LocalizedText}
      onChange={onChange}
      renderItem={(item, position, update) => (
        <LocalizedField
          legend={itemLegend(position)}
          languages={languages}
          value={item}
          required
          error={error(`${path}.${position - 1}`)}
          onChange={update}
        />
      )}
    />
  );
}

function QuestionsSetting({ field, languages, error, onChange }: ListOfFieldProps) {
  const intl = useIntl();
  const m = formMessages;
  return (
    <ListSetting
      legend={intl.formatMessage(m.questions)}
      items={field.questions ?? []}
      groupError={error('questions', true)}
      emptyText={intl.formatMessage(m.emptyList)}
      removeLabel={(position) => intl.formatMessage(m.removePair, { position })}
      addLabel={intl.formatMessage(m.addQuestion)}
      newItem={() => ({ question: {} as LocalizedText, answer: {} as LocalizedText })}
      onChange={(questions) => onChange({ questions })}
      renderItem={(pair, position, update) => (
        <fieldset className="builder-list-item">
          <legend>{intl.formatMessage(m.pair, { position })}</legend>
          <LocalizedField
            legend={intl.formatMessage(m.question)}
            languages={languages}
            value={pair.question}
            required
            error={error(`questions.${position - 1}.question`)}
            onChange={(question) => update({ ...pair, question })}
          />
          <LocalizedField
            legend={intl.formatMessage(m.answer)}
            languages={languages}
            value={pair.answer}
            required
            multiline
            error={error(`questions.${position - 1}.answer`)}
            onChange={(answer) => update({ ...pair, answer })}
          />
        </fieldset>
      )}
    />
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
