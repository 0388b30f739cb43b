/** Colour theme control (docs/product.md, "States"): a native select, applied and saved at once. */
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { THEMES, type Theme } from '../../../../shared/constants';
import { isTheme, setTheme, useTheme } from '../../lib/theme';

const messages = defineMessages({
  label: { id: 'theme.label', defaultMessage: 'Thème' },
  blue: { id: 'theme.blue', defaultMessage: 'Bleu' },
  black: { id: 'theme.black', defaultMessage: 'Noir' },
  green: { id: 'theme.green', defaultMessage: 'Vert' },
  red: { id: 'theme.red', defaultMessage: 'Rouge' },
});

export function ThemeSelect() {
  const intl = useIntl();
  const theme = useTheme();
  const id = useId();
  return (
    <div className="theme-select">
      <label htmlFor={id}>{intl.formatMessage(messages.label)}</label>
      <select
        id={id}
        value={theme}
        onChange={(event) => {
          if (isTheme(event.target.value)) setTheme(event.target.value);
        }}
      >
        {THEMES.map((value: Theme) => (
          <option key={value} value={value}>
            {intl.formatMessage(messages[value])}
          </option>
        ))}
      </select>
    </div>
  );
}
