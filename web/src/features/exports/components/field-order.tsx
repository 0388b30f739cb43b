/**
 * The fields of an export and their order (the file's columns): one line per field of the form, a checkbox (exported
 * or not) and "Monter" / "Descendre" buttons. Plain buttons, so the keyboard and screen readers need nothing more; the
 * focus stays on the button pressed (a button at an end is `aria-disabled`, never disabled, so it keeps the focus) and
 * each move is announced ("« Prénom » est maintenant en position 2 sur 11.").
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { exportMessages as messages } from '../messages';

export interface OrderedField {
  readonly key: string;
  readonly label: string;
  readonly checked: boolean;
}

export function FieldOrder({
  id,
  fields,
  onChange,
  invalid,
}: {
  readonly id: string;
  readonly fields: readonly OrderedField[];
  readonly onChange: (fields: readonly OrderedField[]) => void;
  readonly invalid: boolean;
}) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    // A moved line is placed anew in the page: the focus goes back to the button that moved it.
    if (focus) buttons.current.get(`${focus.key}:${focus.direction}`)?.focus();
  }, [focus]);

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const field = fields[index];
    if (!field || target < 0 || target >= fields.length) return;
    const next = [...fields];
    next.splice(index, 1);
    next.splice(target, 0, field);
    onChange(next);
    setFocus({ key: field.key, direction });
    setAnnouncement(intl.formatMessage(messages.moved, { name: field.label, position: target + 1, count: fields.length }));
  };
  const toggle = (key: string, checked: boolean) => onChange(fields.map((field) => (field.key === key ? { ...field, checked } : field)));
  const chosen = fields.filter((field) => field.checked).length;

  return (
    <div className="export-fields">
      <p id={`${id}-count`} className="field-description">
        {intl.formatMessage(messages.chosen, { count: chosen, total: fields.length })}
      </p>
      <ol className="export-field-list" aria-label={intl.formatMessage(messages.fieldsList)} aria-describedby={`${id}-count`}>
        {fields.map((field, index) => (
          <li key={field.key} className={field.checked ? 'is-checked' : undefined}>
            <span className="export-field-position" aria-hidden="true">
              {index + 1}
            </span>
            <span className="field-check">
              <input
                id={`${id}-${field.key}`}
                type="checkbox"
                checked={field.checked}
                aria-invalid={invalid || undefined}
                onChange={(event) => toggle(field.key, event.target.checked)}
              />
              <label htmlFor={`${id}-${field.key}`}>
                {field.label} <span className="muted">({field.key})</span>
              </label>
            </span>
            <span className="export-field-moves">
              {(['up', 'down'] as const).map((direction) => {
                const atEnd = direction === 'up' ? index === 0 : index === fields.length - 1;
                return (
                  <button
                    key={direction}
                    type="button"
                    className="button export-move"
                    ref={(button) => {
                      if (button) buttons.current.set(`${field.key}:${direction}`, button);
                      else buttons.current.delete(`${field.key}:${direction}`);
                    }}
                    aria-label={intl.formatMessage(direction === 'up' ? messages.moveUp : messages.moveDown, { name: field.label })}
                    aria-disabled={atEnd || undefined}
                    onClick={() => !atEnd && move(index, direction)}
                  >
                    <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                  </button>
                );
              })}
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
