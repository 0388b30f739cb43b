/**
 * Language switcher (docs/product.md, "What it does"): flags and labels for Français, English, Español, Italiano and
 * Deutsch. fr and en switch the interface and keep the current page (path after the language, query and hash); es, it
 * and de are shown but not selectable, with an explanation for assistive technologies.
 */
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { isUiLocale, LANGUAGES, type Language } from '../../../../shared/constants';
import { localeOf, switchLocalePath } from '../../lib/locale-path';
import { Flag } from './flags';

const messages = defineMessages({
  nav: { id: 'language.nav', defaultMessage: "Langue de l'interface" },
  unavailable: {
    id: 'language.unavailable',
    defaultMessage: "L'interface est disponible en français et en anglais.",
  },
  fr: { id: 'language.fr', defaultMessage: 'Français' },
  en: { id: 'language.en', defaultMessage: 'English' },
  es: { id: 'language.es', defaultMessage: 'Español' },
  it: { id: 'language.it', defaultMessage: 'Italiano' },
  de: { id: 'language.de', defaultMessage: 'Deutsch' },
});

export function LanguageSwitcher() {
  const intl = useIntl();
  const location = useLocation();
  const active = localeOf(location);
  const noteId = useId();

  const item = (language: Language) => {
    const label = intl.formatMessage(messages[language]);
    if (isUiLocale(language)) {
      const isActive = language === active;
      return (
        <Link
          className="language-link"
          to={switchLocalePath(location, language)}
          lang={language}
          hrefLang={language}
          aria-current={isActive ? 'true' : undefined}
        >
          <Flag language={language} />
          <span>{label}</span>
        </Link>
      );
    }
    return (
      // biome-ignore lint/a11y/useSemanticElements: a link that cannot be followed yet (aria-disabled, explained by its note); an <a> without href is not focusable.
      <span
        className="language-link is-unavailable"
        lang={language}
        role="link"
        tabIndex={0}
        aria-disabled="true"
        aria-describedby={noteId}
        title={intl.formatMessage(messages.unavailable)}
      >
        <Flag language={language} />
        <span>{label}</span>
      </span>
    );
  };

  return (
    <nav className="language-switcher" aria-label={intl.formatMessage(messages.nav)}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>{item(language)}</li>
        ))}
      </ul>
      <p id={noteId} className="visually-hidden">
        {intl.formatMessage(messages.unavailable)}
      </p>
    </nav>
  );
}
