import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, type UiLocale } from '../../../shared/constants';
import type { Messages } from './i18n';

const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  // A missing translation falls back to the French default message; the i18n test keeps catalogues complete.
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

/**
 * `<html lang>` follows the interface locale, in the same commit as the new texts (a layout effect, not a passive
 * one): a screen reader never reads English texts in a French voice, and nothing can observe the texts before the lang.
 */
function useHtmlLang(locale: UiLocale): void {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

export function AppProviders({ locale, messages, children }: { locale: UiLocale; messages: Messages; children: ReactNode }) {
  useHtmlLang(locale);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
