import type { Language } from '../../../shared/constants';

/** What one page of the site tells browsers, search engines and sharing cards. */
export interface PageHead {
  readonly lang: Language;
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page (canonical, og:url). */
  readonly url: string;
  readonly image: string;
  readonly indexable: boolean;
  readonly siteName: string;
  /** The same page in each site language (absolute URLs). */
  readonly alternates: readonly { readonly lang: Language; readonly url: string }[];
}

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

function meta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  const selector = `meta[${attribute}="${key}"]`;
  if (!content) {
    doc.head.querySelector(selector)?.remove();
    return;
  }
  const element = upsert(doc, selector, () => {
    const created = doc.createElement('meta');
    created.setAttribute(attribute, key);
    return created;
  });
  element.setAttribute('content', content);
}

/** Sets `<html lang>`, the title, the description, canonical and alternates, robots, Open Graph and Twitter tags. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  meta(doc, 'name', 'description', head.description);
  meta(doc, 'name', 'robots', head.indexable ? '' : 'noindex, nofollow');
  const canonical = upsert(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    return link;
  });
  canonical.setAttribute('href', head.url);
  for (const old of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const alternate of head.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.lang;
    link.href = alternate.url;
    doc.head.append(link);
  }
  meta(doc, 'property', 'og:type', 'website');
  meta(doc, 'property', 'og:site_name', head.siteName);
  meta(doc, 'property', 'og:title', head.title);
  meta(doc, 'property', 'og:description', head.description);
  meta(doc, 'property', 'og:url', head.url);
  meta(doc, 'property', 'og:image', head.image);
  meta(doc, 'property', 'og:locale', head.lang);
  meta(doc, 'name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  meta(doc, 'name', 'twitter:title', head.title);
  meta(doc, 'name', 'twitter:description', head.description);
  meta(doc, 'name', 'twitter:image', head.image);
}
