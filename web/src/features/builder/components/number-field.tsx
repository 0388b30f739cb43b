/**
 * A number setting (rows, bounds, sizes): a native number input that keeps what is being typed (`-`, `1.`)
 * and reports a number, or `undefined` when empty or not a number yet.
 */
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

export interface NumberFieldProps {
  readonly label: string;
  readonly value: number | undefined;
  readonly onChange: (value: number | undefined) => void;
  readonly error?: string | undefined;
  readonly description?: string;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number | 'any';
  readonly className?: string;
}

export function NumberField({ label, value, onChange, error, description, min, max, step = 'any', className }: NumberFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  // A value changed from outside (another field selected, a reload): show it.
  if (shown !== value) {
    setShown(value);
    if (Number(text) !== value || text.trim() === '') setText(value === undefined ? '' : String(value));
  }
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      value={text}
      min={min}
      max={max}
      step={step}
      error={error}
      description={description}
      className={className}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = next.trim() === '' ? undefined : Number(next);
        const parsed = number === undefined || Number.isNaN(number) ? undefined : number;
        setShown(parsed);
        onChange(parsed);
      }}
    />
  );
}
