import type { UiLocale } from '../../../shared/constants';
import en from '../../../locales/mail/en.json';
import fr from '../../../locales/mail/fr.json';

/**
 * SES templates, one per mail and locale, named `{prefix}-{mail}-{locale}`. Their texts live in
 * `locales/mail/{locale}.json` (handlebars placeholders; SES escapes values in the HTML part).
 * The CDK stack provisions them (AWS::SES::Template); the local runtime creates them in the SES engine.
 */
export const MAILS = {
  activation: ['firstname', 'code', 'link'],
  resetPassword: ['firstname', 'link'],
} as const;
export type MailName = keyof typeof MAILS;
export type MailData<M extends MailName> = Record<(typeof MAILS)[M][number], string>;

const catalogues: Record<UiLocale, Record<string, string>> = { fr, en };

export const templateName = (prefix: string, mail: MailName, locale: UiLocale) => `${prefix}-${mail}-${locale}`;

export interface TemplateContent {
  readonly name: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Every template to provision, for every mail and locale. */
export function allTemplates(prefix: string): TemplateContent[] {
  return (Object.keys(MAILS) as MailName[]).flatMap((mail) =>
    (Object.keys(catalogues) as UiLocale[]).map((locale) => {
      const messages = catalogues[locale];
      const part = (suffix: string) => {
        const value = messages[`${mail}.${suffix}`];
        if (!value) throw new Error(`locales/mail/${locale}.json lacks ${mail}.${suffix}`);
        return value;
      };
      return { name: templateName(prefix, mail, locale), subject: part('subject'), text: part('text'), html: part('html') };
    }),
  );
}
