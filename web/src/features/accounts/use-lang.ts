import { useParams } from 'react-router';
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '../../../../shared/constants';

/** The interface language of the current route (`:lang`), fr when it is not one (RequireLocale shows the 404 then). */
export function useLang(): UiLocale {
  const { lang } = useParams();
  return isUiLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Paths of the account screens (docs/product.md, "Screens and routes"). */
export const accountPaths = {
  login: (lang: UiLocale) => `/${lang}/login`,
  lostPassword: (lang: UiLocale) => `/${lang}/lostPassword`,
  terms: (lang: UiLocale) => `/${lang}/terms`,
  welcome: (lang: UiLocale) => `/${lang}/customer/welcome`,
  validated: (lang: UiLocale, customerId: string) => `/${lang}/customer/validated/${encodeURIComponent(customerId)}`,
  // The screens of the account menu (docs/product.md, "Screens and routes").
  account: (lang: UiLocale) => `/${lang}/customer/account`,
  password: (lang: UiLocale) => `/${lang}/customer/password`,
  delegate: (lang: UiLocale) => `/${lang}/customer/delegate`,
  copy: (lang: UiLocale) => `/${lang}/customer/copy`,
  contact: (lang: UiLocale) => `/${lang}/customer/contact`,
};
