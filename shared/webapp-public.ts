import type { Language, Theme } from './constants';
import type { SectionLayout } from './kinds';
import type { ContentKind, WebappTemplate } from './webapp-templates';

/**
 * What a published web app reads: the public read API (`GET /api/public/sites/{host}/…`) and the wizard's preview
 * (`POST P/webapp/preview`) give the same answers, texts resolved to the requested language.
 */

/** A value as a public page shows it: text (HTML already sanitized for html fields), numbers, choices' labels, files. */
export type PublicValue =
  | { readonly type: 'text'; readonly text: string }
  /** A link field's web address (shared/links.ts): `href` normalised, `text` as stored. Any other value of it is text. */
  | { readonly type: 'link'; readonly text: string; readonly href: string }
  | { readonly type: 'html'; readonly html: string }
  | { readonly type: 'number'; readonly number: number }
  | { readonly type: 'date'; readonly date: string }
  | { readonly type: 'yesno'; readonly yes: boolean }
  | { readonly type: 'choices'; readonly values: readonly string[]; readonly labels: readonly string[] }
  /** `url` is an API path that redirects to a short-lived signed URL of the file (stable, so answers stay cacheable). */
  | {
      readonly type: 'files';
      readonly files: readonly { readonly name: string; readonly type: string; readonly url: string; readonly previewUrl?: string }[];
    }
  | { readonly type: 'pairs'; readonly pairs: readonly { readonly label: string; readonly value: string }[] };

export interface PublicField {
  readonly key: string;
  readonly label: string;
  readonly type: string;
}
export interface PublicFilter {
  readonly key: string;
  readonly label: string;
  /** The field's type: a `yesno` filter's options are `true`/`false`, which the site names in its own language. */
  readonly type: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}
export interface PublicSection {
  readonly kind: ContentKind;
  readonly title: string;
  readonly layout: SectionLayout;
  /** Fields on the cards, in order; the detail page shows every public field. */
  readonly fields: readonly PublicField[];
  readonly filters: readonly PublicFilter[];
  readonly groupBy: PublicFilter | null;
  readonly perPage: number;
  /** Modules only: the participant page's path (`/{lang}/live/{projectId}/{applicationId}`). */
  readonly livePath?: string;
  /**
   * Modules only: the same page on the product's own origin (absolute). The participant API and socket answer the
   * product's origin only, so a site served under its own host name links there instead of framing the page.
   */
  readonly liveUrl?: string;
}
export interface PublicNavItem {
  readonly target: string;
  readonly label: string;
  /** For `app:` targets: the linked web app's site (`https://{host}/`), when it is live. */
  readonly href?: string;
}
export interface PublicSite {
  readonly host: string;
  readonly lang: Language;
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
  readonly template: WebappTemplate;
  readonly theme: Theme;
  /** The live publication's number (0 in a preview). */
  readonly publication: number;
  readonly identity: { readonly name: string; readonly logoUrl: string; readonly accentColor: string };
  readonly home: {
    readonly heroTitle: string;
    readonly heroText: string;
    readonly heroImageUrl: string;
    readonly startDate: string;
    readonly endDate: string;
    readonly place: string;
    readonly ctaLabel: string;
    readonly ctaTarget: string;
  };
  readonly navigation: readonly PublicNavItem[];
  readonly sections: readonly PublicSection[];
  /** Published CMS pages (when the CMS section is shown): slug and title, for the menu and the page list. */
  readonly pages: readonly { readonly slug: string; readonly title: string }[];
  readonly practical: {
    readonly address: string;
    readonly access: string;
    readonly hours: string;
    readonly contactEmail: string;
    readonly contactPhone: string;
    readonly mapUrl: string;
  } | null;
  readonly seo: { readonly title: string; readonly description: string; readonly shareImageUrl: string; readonly indexable: boolean };
  readonly legal: { readonly notice: string; readonly privacy: string; readonly terms: string };
}
export interface PublicRecord {
  readonly id: string;
  /** Public fields only; translatable values in the requested language (else the project's first language). */
  readonly values: Readonly<Record<string, PublicValue>>;
  /** A record's own page (not the lists): every public field in the form's order, with its label. */
  readonly fields?: readonly PublicField[];
}
export interface PublicRecordPage {
  readonly items: readonly PublicRecord[];
  /** Opaque; present when more records follow (or the search stopped early). */
  readonly cursor?: string;
}
export interface PublicPage {
  readonly slug: string;
  readonly title: string;
  readonly html: string;
  readonly publishedAt: string;
  readonly seoDescription: string;
}

/** Public answers: cached by browsers and CloudFront this long, revalidated by ETag. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
