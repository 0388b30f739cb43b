import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { RawIntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type UiLocale } from '../../../shared/constants';
import { createIntl } from '../lib/intl/create-intl';
import type { Messages } from './i18n';

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
  const intl = useMemo(() => createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }), [locale, messages]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
