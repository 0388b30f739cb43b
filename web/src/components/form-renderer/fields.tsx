/**
 * The renderer's fields, one component per kind of control. Native elements where they are enough (text,
 * email, multi-line, date, single select), react-aria-components where they are not (number with steppers,
 * radio and checkbox groups with a styled look, the yes/no switch). Each field follows the conventions of
 * components/ui: label, description and error tied together, `aria-invalid` when in error, star when mandatory
 * (the control says "required" through `aria-required`).
 */
import { useId, type ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label, Radio, RadioGroup, SwitchButton, SwitchField, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldFrame, FieldLabel, RequiredMark, useFieldIds } from '../ui/field-frame';
import { HtmlView } from './html-view';
import { rendererMessages } from './messages';
import { GroupLegend, invalidMarking, isTranslated, type RenderContext, TextControl, TextInputs, type FieldProps } from './parts';
import { localizedText } from '../../../../shared/localized-text';
import type { TextValue } from '../../../../shared/record-values';
import type { LocalizedText } from '../../../../shared/schemas/builder';

const DEFAULT_ROWS = { textarea: 4, html: 8 } as const;

/** text, textarea, html, email, datetime: one native control, or one per language when translatable. */
export function TextField(props: FieldProps<'text'>) {
  // Read only, HTML is shown as it reads, sanitised (not as code in a text area).
  return props.field.type === 'html' && props.context.readOnly ? <HtmlView {...props} /> : <TextInputField {...props} />;
}

function TextInputField({ field, label, value, error, missing, onChange, context }: FieldProps<'text'>) {
  const intl = useIntl();
  const multiline = field.type === 'textarea' || field.type === 'html' ? { rows: field.rows ?? DEFAULT_ROWS[field.type] } : undefined;
  const description = field.type === 'html' ? intl.formatMessage(rendererMessages.htmlHint) : undefined;
  const ids = useFieldIds(description, error);
  const legendId = useId();
  if (isTranslated(value)) {
    return (
      <FieldFrame
        field={ids}
        as="fieldset"
        variant="field-group renderer-translatable"
        aria-describedby={ids.control['aria-describedby']}
        head={<GroupLegend id={legendId} label={label} required={field.mandatory} />}
      >
        <TextInputs
          labelId={legendId}
          value={value}
          onChange={onChange}
          languages={context.languages}
          multiline={multiline}
          required={field.mandatory}
          invalid={invalidMarking(error, missing)}
          describedBy={ids.control['aria-describedby']}
          readOnly={context.readOnly}
        />
      </FieldFrame>
    );
  }
  const head = <FieldLabel field={ids} label={label} required={field.mandatory} />;
  if (field.type === 'email' || field.type === 'datetime') {
    const type = field.type === 'email' ? 'email' : field.dateMode === 'datetime' ? 'datetime-local' : 'date';
    return (
      <FieldFrame field={ids} head={head}>
        <input
          {...ids.control}
          type={type}
          className="input"
          value={value}
          readOnly={context.readOnly}
          aria-required={field.mandatory || undefined}
          autoComplete={field.type === 'email' ? 'off' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldFrame>
    );
  }
  return (
    <FieldFrame field={ids} head={head}>
      <TextControl
        id={ids.id}
        value={value}
        onChange={onChange}
        multiline={multiline}
        required={field.mandatory}
        invalid={Boolean(error)}
        describedBy={ids.control['aria-describedby']}
        readOnly={context.readOnly}
      />
    </FieldFrame>
  );
}

/** A choice's label in the interface language (else a project language), or its value. */
const optionLabel = (option: { readonly value: string; readonly label: LocalizedText }, context: RenderContext) =>
  localizedText(option.label, context.uiLocale, context.languages) || option.value;

/** select: a native select (an empty first choice clears it); read-only, the chosen label in a read-only input. */
export function SelectField({ field, label, value, error, onChange, context }: FieldProps<'select'>) {
  const intl = useIntl();
  const ids = useFieldIds(undefined, error);
  const options = (field.options ?? []).map((option) => ({
    value: option.value,
    label: optionLabel(option, context),
  }));
  const head = <FieldLabel field={ids} label={label} required={field.mandatory} />;
  if (context.readOnly) {
    const chosen = options.find((option) => option.value === value);
    return (
      <FieldFrame field={ids} head={head}>
        <input
          {...ids.control}
          type="text"
          className="input"
          readOnly
          value={chosen?.label ?? value}
          aria-required={field.mandatory || undefined}
        />
      </FieldFrame>
    );
  }
  return (
    <FieldFrame field={ids} head={head}>
      <select
        {...ids.control}
        className="input select"
        value={value}
        aria-required={field.mandatory || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage(rendererMessages.selectPlaceholder)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {value !== '' && !options.some((option) => option.value === value) ? <option value={value}>{value}</option> : null}
      </select>
    </FieldFrame>
  );
}

/** The head of a react-aria-components field: its Label (tied by the component) and the star. */
export function AriaHead({
  label,
  required,
  elementType,
}: {
  readonly label: string;
  readonly required: boolean;
  readonly elementType?: string;
}) {
  return (
    <div className="field-head">
      <Label className="field-label" elementType={elementType}>
        {label}
      </Label>
      <RequiredMark required={required} />
    </div>
  );
}

/** The description and error of a react-aria-components field (slots it ties to the control). */
export function AriaFoot({ description, error }: { readonly description?: ReactNode; readonly error: string | undefined }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
    </>
  );
}

/** checkboxes: a react-aria-components CheckboxGroup, one box per choice. */
export function CheckboxesField({ field, label, value, error, onChange, context }: FieldProps<'checkboxes'>) {
  const options = field.options ?? [];
  return (
    <CheckboxGroup
      className={['field field-group', error ? 'is-invalid' : ''].filter(Boolean).join(' ')}
      value={[...value]}
      onChange={(next) => onChange(options.map((option) => option.value).filter((item) => next.includes(item)))}
      isRequired={field.mandatory}
      isInvalid={Boolean(error)}
      isReadOnly={context.readOnly}
      validationBehavior="aria"
    >
      <AriaHead label={label} required={field.mandatory} elementType="span" />
      <div className="renderer-options">
        {options.map((option) => (
          <CheckOption key={option.value} value={option.value} label={optionLabel(option, context)} />
        ))}
      </div>
      <AriaFoot error={error} />
    </CheckboxGroup>
  );
}

/** One box of a CheckboxGroup. */
export function CheckOption({ value, label }: { readonly value: string; readonly label: string }) {
  return (
    <Checkbox value={value} className="renderer-option" validationBehavior="aria">
      <span className="renderer-box" aria-hidden="true">
        <svg viewBox="0 0 16 16" width={14} height={14} focusable="false" aria-hidden="true">
          <path
            d="M3 8.5 L6.5 12 L13 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span>{label}</span>
    </Checkbox>
  );
}

/** One radio of a RadioGroup. */
export function RadioOption({ value, label }: { readonly value: string; readonly label: string }) {
  return (
    <Radio value={value} className="renderer-option">
      <span className="renderer-dot" aria-hidden="true" />
      <span>{label}</span>
    </Radio>
  );
}

/** radios: a react-aria-components RadioGroup (arrow keys move between the choices). */
export function RadiosField({ field, label, value, error, onChange, context }: FieldProps<'radios'>) {
  return (
    <RadioGroup
      className={['field field-group', error ? 'is-invalid' : ''].filter(Boolean).join(' ')}
      value={value === '' ? null : value}
      onChange={onChange}
      isRequired={field.mandatory}
      isInvalid={Boolean(error)}
      isReadOnly={context.readOnly}
      validationBehavior="aria"
    >
      <AriaHead label={label} required={field.mandatory} elementType="span" />
      <div className="renderer-options">
        {(field.options ?? []).map((option) => (
          <RadioOption key={option.value} value={option.value} label={optionLabel(option, context)} />
        ))}
      </div>
      <AriaFoot error={error} />
    </RadioGroup>
  );
}

/** yesno: a react-aria-components switch (role switch), with "Oui"/"Non" shown beside it. */
export function YesNoField({ field, label, value, error, onChange, context }: FieldProps<'yesno'>) {
  const intl = useIntl();
  return (
    <SwitchField
      className={['field', error ? 'is-invalid' : ''].filter(Boolean).join(' ')}
      isSelected={value}
      onChange={onChange}
      isRequired={field.mandatory}
      isInvalid={Boolean(error)}
      isReadOnly={context.readOnly}
      validationBehavior="aria"
    >
      <SwitchButton className="renderer-switch">
        <span className="field-label">{label}</span>
        <RequiredMark required={field.mandatory} />
        <span className="renderer-switch-track" aria-hidden="true">
          <span className="renderer-switch-thumb" />
        </span>
        <span className="renderer-switch-state" aria-hidden="true">
          {intl.formatMessage(value ? rendererMessages.yes : rendererMessages.no)}
        </span>
      </SwitchButton>
      <AriaFoot error={error} />
    </SwitchField>
  );
}

/**
 * characteristics and questions: a group named by the field, one text per item (a characteristic name, a
 * question), or one per language per item when translatable. A question's answer starts as the configured one.
 */
export function ListField({ field, label, value, error, missing, onChange, context }: FieldProps<'characteristics'>) {
  const intl = useIntl();
  const legendId = useId();
  const itemId = useId();
  const isQuestions = field.type === 'questions';
  const items = isQuestions ? (field.questions ?? []).map((pair) => pair.question) : (field.characteristics ?? []);
  const ids = useFieldIds(
    items.length === 0 ? intl.formatMessage(isQuestions ? rendererMessages.noQuestions : rendererMessages.noCharacteristics) : undefined,
    error,
  );
  const marking = invalidMarking(error, missing);
  const update = (index: number, next: TextValue) => onChange(value.map((item, at) => (at === index ? next : item)));
  const multiline = isQuestions ? { rows: field.rows ?? 3 } : undefined;
  return (
    <FieldFrame
      field={ids}
      as="fieldset"
      variant="field-group renderer-list"
      aria-describedby={ids.control['aria-describedby']}
      head={<GroupLegend id={legendId} label={label} required={field.mandatory} />}
    >
      {items.map((name, index) => {
        const itemLabel = localizedText(name, context.uiLocale, context.languages) || String(index + 1);
        const item = value[index] ?? '';
        const id = `${itemId}-${index}`;
        if (isTranslated(item)) {
          return (
            <fieldset key={index} className="renderer-item">
              <legend id={`${id}-label`} className="renderer-item-label">
                {itemLabel}
              </legend>
              <TextInputs
                labelId={`${id}-label`}
                value={item}
                onChange={(next) => update(index, next)}
                languages={context.languages}
                multiline={multiline}
                required={field.mandatory}
                invalid={marking}
                describedBy={ids.errorId}
                readOnly={context.readOnly}
              />
            </fieldset>
          );
        }
        return (
          <div key={index} className="renderer-item">
            <label htmlFor={id} className="renderer-item-label">
              {itemLabel}
            </label>
            <TextControl
              id={id}
              value={item}
              onChange={(next) => update(index, next)}
              multiline={multiline}
              required={field.mandatory}
              invalid={marking === 'all' || (marking === 'empty' && item.trim() === '')}
              describedBy={ids.errorId}
              readOnly={context.readOnly}
            />
          </div>
        );
      })}
    </FieldFrame>
  );
}
