/**
 * The settings of a field that are lists, in every project language: its choices (checkboxes, radios, select), its
 * characteristic names, its question and answer pairs. Each item is editable and removable, with one add button; the
 * list's own problem (no choice…) describes the group and its add button.
 */
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import type { FormField, LocalizedText } from '../../../../../shared/schemas/builder';
import { FieldLegend } from '../../../components/ui/options-fieldset';
import { TextField } from '../../../components/ui/text-field';
import { formMessages } from '../messages';
import { LocalizedField } from './localized-field';

/** The problem of a setting, by its path in the field (`exact`: that path only, not below it). */
export type ErrorOf = (path: string, exact?: boolean) => string | undefined;

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

export function ChoicesSetting({ field, languages, error, onChange }: ListOfFieldProps) {
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

export function TextListSetting({
  legend,
  items,
  languages,
  error,
  path,
  itemLegend,
  removeLabel,
  addLabel,
  onChange,
}: TextListSettingProps) {
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

export function QuestionsSetting({ field, languages, error, onChange }: ListOfFieldProps) {
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
