/**
 * What every step form receives (the draft being edited, the context, the errors by configuration path, whether the
 * caller may edit), and the pieces they share: a text per site language, the up/down/remove buttons of an ordered
 * list, the language names.
 */
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import type { SiteText, WebappConfig, WebappContext } from '../../../../../shared/schemas/webapps';
import { languageMessages } from '../../../components/projects/messages';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { formMessages, moveMessages } from '../messages';

export interface StepProps {
  readonly config: WebappConfig;
  readonly context: WebappContext;
  /** Replaces the draft (the forms pass the next configuration, built from the current one). */
  readonly edit: (next: (config: WebappConfig) => WebappConfig) => void;
  /** The translated error of a configuration path (`home.heroTitle`), if any. */
  readonly errorOf: (path: string) => string | undefined;
  /** The first error among the paths under `prefix` (a list's items: `sections.speakers.fields.0`…). */
  readonly errorUnder: (prefix: string) => string | undefined;
  readonly canEdit: boolean;
}

/**
 * One input per site language, labelled with the language's name. A required text needs the default language: the
 * step's error on `path` shows on that input; a language's own error (`path.en`, too long) on its input.
 */
export function SiteTextFields({
  path,
  label,
  value,
  onChange,
  config,
  errorOf,
  required,
  multiline,
  maxLength,
  description,
}: {
  readonly path: string;
  readonly label: string;
  readonly value: SiteText;
  readonly onChange: (value: SiteText) => void;
  readonly config: WebappConfig;
  readonly errorOf: StepProps['errorOf'];
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly maxLength: number;
  readonly description?: string;
}) {
  const intl = useIntl();
  const languages = config.languages.enabled;
  const main = config.languages.default;
  return (
    <div className="webapp-texts">
      {languages.map((language: Language) => {
        const props = {
          label: intl.formatMessage(formMessages.perLanguage, { label, language: intl.formatMessage(languageMessages[language]) }),
          name: `${path}.${language}`,
          lang: language,
          value: value[language] ?? '',
          maxLength,
          required: required === true && language === main,
          error: errorOf(`${path}.${language}`) ?? (language === main ? errorOf(path) : undefined),
          description: language === languages[0] ? description : undefined,
        };
        const change = (text: string) => onChange({ ...value, [language]: text });
        return multiline ? (
          <TextareaField key={language} {...props} rows={4} onChange={(event) => change(event.target.value)} />
        ) : (
          <TextField key={language} {...props} onChange={(event) => change(event.target.value)} />
        );
      })}
    </div>
  );
}

/** "Monter", "Descendre" (and "Retirer") for one item of an ordered list; their names say which item. */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  readonly name: string;
  readonly index: number;
  readonly count: number;
  readonly onMove: (by: -1 | 1) => void;
  readonly onRemove?: () => void;
}) {
  const intl = useIntl();
  return (
    <span className="webapp-move">
      <button
        type="button"
        className="button small"
        aria-label={intl.formatMessage(formMessages.moveUp, { name })}
        aria-disabled={index === 0 || undefined}
        onClick={() => index > 0 && onMove(-1)}
      >
        {intl.formatMessage(moveMessages.up)}
      </button>
      <button
        type="button"
        className="button small"
        aria-label={intl.formatMessage(formMessages.moveDown, { name })}
        aria-disabled={index === count - 1 || undefined}
        onClick={() => index < count - 1 && onMove(1)}
      >
        {intl.formatMessage(moveMessages.down)}
      </button>
      {onRemove ? (
        <button type="button" className="button small" aria-label={intl.formatMessage(formMessages.remove, { name })} onClick={onRemove}>
          {intl.formatMessage(moveMessages.remove)}
        </button>
      ) : null}
    </span>
  );
}
