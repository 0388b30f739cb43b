import type { UiLocale } from '../../../shared/constants';
import en from '../../../locales/mail/en.json';
import fr from '../../../locales/mail/fr.json';

/**
 * SES templates, one per mail and locale, named `{prefix}-{mail}-{locale}`. Their texts live in
 * `locales/mail/{locale}.json`. The CDK stack provisions them (AWS::SES::Template); the local runtime
 * creates them in the SES engine.
 *
 * Escaping is ours, never the template engine's: SES's handlebars and the local engine do not agree on
 * whether `{{x}}` escapes HTML (aws-ses-v2-local renders raw), so no part may rely on it.
 * - Every placeholder is a triple-stash `{{{x}}}`, which every handlebars engine renders verbatim.
 * - The subject and text parts name the raw values (`{{{firstname}}}`): plain text needs no escaping.
 * - The HTML part names only the `…Html` twins (`{{{firstnameHtml}}}`), which `templateData` fills with the
 *   value HTML-escaped (`& < > " '`: safe in element text and in double-quoted attributes, the only places
 *   a template may put a value).
 * - Links (`links` below) must be absolute http(s) URLs, so that an `href` can never run script.
 * The sender test checks every template against these rules; the exact bytes sent are tested too.
 */
export const MAILS = {
  activation: { values: ['firstname', 'code'], links: ['link'] },
  resetPassword: { values: ['firstname'], links: ['link'] },
  /** To the owner of an address someone tried to register again (the answer to that someone says nothing). */
  accountExists: { values: ['firstname'], links: ['loginLink', 'lostPasswordLink'] },
  /** An upload link, with the personal message its sender typed (escaped like every value). */
  uploadLink: { values: ['sender', 'project', 'message', 'expires'], links: ['link'] },
  // Delegation: a right received or removed (to an account), an invitation (to an address without one).
  grantReceived: { values: ['firstname', 'sender', 'project', 'level'], links: ['link'] },
  grantRevoked: { values: ['firstname', 'sender', 'project'], links: ['link'] },
  invitation: { values: ['sender', 'project', 'level'], links: ['link'] },
  // My account.
  /** To the NEW address of an e-mail change: the code that confirms it. */
  emailChangeCode: { values: ['firstname', 'code'], links: ['link'] },
  /** To the OLD address once the change is confirmed. */
  emailChanged: { values: ['firstname', 'email'], links: ['lostPasswordLink'] },
  /** After a password change from the account page. */
  passwordChanged: { values: ['firstname'], links: ['lostPasswordLink'] },
  /** When an erasure is requested: the account and what it owned are being deleted. */
  accountDeleted: { values: ['firstname'], links: ['link'] },
  // Contact: the request to the provider's support address, and the acknowledgement to the customer.
  contactRequest: {
    values: ['requestId', 'firstname', 'lastname', 'company', 'email', 'phone', 'project', 'projectId', 'lang', 'subject', 'message'],
    links: [],
  },
  contactReceived: { values: ['firstname', 'subject'], links: ['link'] },
} as const;
export type MailName = keyof typeof MAILS;
type Placeholder<M extends MailName> = (typeof MAILS)[M]['values'][number] | (typeof MAILS)[M]['links'][number];
export type MailData<M extends MailName> = Record<Placeholder<M>, string>;

const catalogues: Record<UiLocale, Record<string, string>> = { fr, en };

export const templateName = (prefix: string, mail: MailName, locale: UiLocale) => `${prefix}-${mail}-${locale}`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Safe in element text and in quoted attributes (templates never place a value in an unquoted one). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Name of the HTML-escaped twin of a placeholder. */
export const htmlKey = (name: string): string => `${name}Html`;

/** A link as it may go into a mail: an absolute http(s) URL, normalised; anything else is a bug, thrown. */
export function safeLink(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('A mail link must be an absolute http(s) URL.');
  return url.href;
}

/** The TemplateData of a mail: raw values for subject and text, then their HTML-escaped twins. */
export function templateData<M extends MailName>(mail: M, data: MailData<M>): Record<string, string> {
  const { values, links } = MAILS[mail] as { values: readonly string[]; links: readonly string[] };
  const given = data as Record<string, string>;
  const raw: Record<string, string> = {};
  for (const name of values) raw[name] = String(given[name] ?? '');
  for (const name of links) raw[name] = safeLink(String(given[name] ?? ''));
  const html = Object.fromEntries(Object.entries(raw).map(([name, value]) => [htmlKey(name), escapeHtml(value)]));
  return { ...raw, ...html };
}

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
