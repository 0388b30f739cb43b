/**
 * A text in each project language (labels and titles; docs/product.md, "Entities"): a fieldset named by its legend, one
 * input per language, each labelled by the language's name (with its flag, decorative) and marked with its `lang`. The
 * error (at least one language, too long…) belongs to the group: shown under it, and every input is `aria-invalid` and
 * described by it.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import type { LocalizedText } from '../../../../../shared/schemas/builder';
import { FieldLegend } from '../../../components/ui/options-fieldset';
import { FieldFrame, useFieldIds } from '../../../components/ui/field-frame';
import { Flag } from '../../../components/shell/flags';
import { languageMessages } from '../../../components/projects/messages';

export interface LocalizedFieldProps {
  readonly legend: ReactNode;
  readonly languages: readonly Language[];
  readonly value: LocalizedText | undefined;
  readonly onChange: (value: LocalizedText) => void;
  readonly error?: string | undefined;
  readonly description?: ReactNode;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly multiline?: boolean;
  readonly className?: string;
}

export function LocalizedField({
  legend,
  languages,
  value,
  onChange,
  error,
  description,
  required,
  readOnly,
  multiline,
  className,
}: LocalizedFieldProps) {
  const intl = useIntl();
  const field = useFieldIds(description, error);
  const texts = (value ?? {}) as Partial<Record<Language, string>>;
  return (
    <FieldFrame
      field={field}
      as="fieldset"
      variant="field-group localized-field"
      className={className}
      head={<FieldLegend label={legend} required={required} />}
    >
      <div className="localized-inputs">
        {languages.map((language) => {
          const inputId = `${field.id}-${language}`;
          const common = {
            id: inputId,
            lang: language,
            value: texts[language] ?? '',
            readOnly,
            required,
            'aria-invalid': field.control['aria-invalid'],
            'aria-describedby': field.control['aria-describedby'],
          };
          const change = (text: string) => onChange({ ...texts, [language]: text } as LocalizedText);
          return (
            <div className="localized-input" key={language}>
              <label htmlFor={inputId} className="localized-language">
                <Flag language={language} />
                <span>{intl.formatMessage(languageMessages[language])}</span>
              </label>
              {multiline ? (
                <textarea {...common} className="input textarea" rows={2} onChange={(event) => change(event.target.value)} />
              ) : (
                <input {...common} className="input" type="text" onChange={(event) => change(event.target.value)} />
              )}
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}
