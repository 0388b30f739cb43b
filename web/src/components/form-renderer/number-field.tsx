/**
 * number: react-aria-components NumberField (locale formatting and parsing, min/max/step, steppers, arrow keys). Its
 * own chunk, loaded the first time a form shows a number (form-renderer.tsx): the number parser and the spin button
 * weigh about a third of the renderer, and many forms have no number.
 */
import { Button as AriaButton, Group, Input, NumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaFoot, AriaHead } from './fields';
import { rendererMessages } from './messages';
import type { FieldProps } from './parts';

/** Numbers as typed: no rounding to 3 decimals (react-aria's default). */
const NUMBER_FORMAT = { maximumFractionDigits: 10 } as const;

/** number: react-aria-components NumberField (locale formatting, min/max/step, steppers, arrow keys). */
export default function NumberInputField({ field, label, value, error, onChange, context }: FieldProps<'number'>) {
  const intl = useIntl();
  const format = (number: number) => intl.formatNumber(number, NUMBER_FORMAT);
  const parts: string[] = [];
  if (field.min !== undefined && field.max !== undefined) {
    parts.push(intl.formatMessage(rendererMessages.rangeBetween, { min: format(field.min), max: format(field.max) }));
  } else if (field.min !== undefined) parts.push(intl.formatMessage(rendererMessages.rangeMin, { min: format(field.min) }));
  else if (field.max !== undefined) parts.push(intl.formatMessage(rendererMessages.rangeMax, { max: format(field.max) }));
  if (field.step !== undefined) parts.push(intl.formatMessage(rendererMessages.step, { step: format(field.step) }));
  return (
    <NumberField
      className={['field', error ? 'is-invalid' : ''].filter(Boolean).join(' ')}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      minValue={field.min}
      maxValue={field.max}
      step={field.step}
      formatOptions={NUMBER_FORMAT}
      isRequired={field.mandatory}
      isInvalid={Boolean(error)}
      isReadOnly={context.readOnly}
      validationBehavior="aria"
    >
      <AriaHead label={label} required={field.mandatory} />
      <Group className="field-control renderer-number">
        <AriaButton slot="decrement" className="renderer-step">
          <span aria-hidden="true">−</span>
        </AriaButton>
        <Input className="input" />
        <AriaButton slot="increment" className="renderer-step">
          <span aria-hidden="true">+</span>
        </AriaButton>
      </Group>
      <AriaFoot description={parts.join(' ') || undefined} error={error} />
    </NumberField>
  );
}
