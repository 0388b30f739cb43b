/**
 * The settings panel of the selected field (docs/product.md, "Entities": a field's attributes): technical value (fixed
 * once records exist for a field that was already there), label per project language, column, rows (textarea, html),
 * visibility, translatable, mandatory; then what its type needs (./type-settings.tsx). Each problem (the shared
 * schema's or the API's) is shown next to its setting.
 */
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Language, UiLocale } from '../../../../../shared/constants';
import type { FormField } from '../../../../../shared/schemas/builder';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/forms/use-form';
import { formMessages, typeMessages } from '../messages';
import { type BuilderItem, errorAt, fieldName, shownColumn } from '../model';
import { LocalizedField } from './localized-field';
import { NumberSetting, TypeSettings } from './type-settings';

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
      {field.type === 'textarea' || field.type === 'html' ? (
        <NumberSetting
          field={field}
          setting="rows"
          label={m.rows}
          bounds={{ min: 1, max: 30, step: 1 }}
          error={error}
          onChange={onChange}
        />
      ) : null}
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
      <TypeSettings field={field} languages={languages} categoryElements={categoryElements} error={error} onChange={onChange} />
    </section>
  );
}

/** The settings panel while no field is selected: it says to choose one. */
export function NoFieldSelected() {
  const intl = useIntl();
  return (
    <section className="builder-settings card" aria-labelledby="builder-settings-title">
      <h3 id="builder-settings-title">{intl.formatMessage(formMessages.settings)}</h3>
      <p className="muted">{intl.formatMessage(formMessages.settingsNone)}</p>
    </section>
  );
}
