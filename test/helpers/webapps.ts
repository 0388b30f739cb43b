import type { Language } from '../../shared/constants';
import { type ContentSection, defaultWebappConfig, type WebappConfig } from '../../shared/schemas/webapps';
import type { ContentKind, WebappTemplate } from '../../shared/webapp-templates';

/** A host name no other test uses. */
export const uniqueHost = (label = 'site') => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.example.org`;

/** A section shown with these settings (title in French and English). */
export function section(kind: ContentKind, applicationId: string, settings: Partial<ContentSection> = {}): ContentSection {
  return {
    enabled: true,
    applicationId,
    element: '',
    title: { fr: `Section ${kind}`, en: `Section ${kind} (en)` },
    layout: kind === 'modules' ? 'embed' : kind === 'cms' ? 'list' : 'grid',
    fields: [],
    sort: { field: '', direction: 'asc' },
    filters: [],
    groupBy: '',
    perPage: 24,
    ...settings,
  };
}

/** A configuration every step of `template` accepts, linking `links` and showing `sections`. */
export function completeConfig(options: {
  template: WebappTemplate;
  host: string;
  links: readonly string[];
  sections?: Partial<Record<ContentKind, ContentSection>>;
  languages?: readonly Language[];
  heroTitle?: string;
}): WebappConfig {
  const languages = options.languages ?? ['fr', 'en'];
  const base = defaultWebappConfig(languages, options.template);
  const text = (fr: string) => ({ fr, en: `${fr} (en)` });
  return {
    ...base,
    main: { ...base.main, host: options.host, links: [...options.links] },
    identity: { ...base.identity, name: text('Forum Lumière') },
    home: { ...base.home, heroTitle: text(options.heroTitle ?? 'Bienvenue au forum'), heroText: text('Trois jours de rencontres') },
    navigation: { items: [{ target: 'home', label: text('Accueil'), visible: true }] },
    sections: { ...base.sections, ...options.sections },
    practical: { ...base.practical, address: text('1 place de la Bourse, Lyon') },
    seo: { ...base.seo, title: text('Forum Lumière'), description: text('Le forum de la lumière') },
    legal: { ...base.legal, notice: text('Mentions légales'), privacy: text('Confidentialité') },
  };
}
