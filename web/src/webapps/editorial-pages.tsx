/** @jsxImportSource preact */
import type { PublicSection } from '../../../shared/webapp-public';
import { Heading, Status, useHead, useLoad, useSite } from './context';
import { formatDate } from './format';
import { messages as m } from './messages';

/** The editorial pages of a `pages` section (shared/kinds.ts): their list, and a page at its slug. */

export function CmsList({ section }: { readonly section: PublicSection }) {
  const { site, t, lang, href } = useSite();
  useHead(section.title);
  return (
    <>
      <Heading>{section.title}</Heading>
      {site.pages.length ? (
        <ul class={`site-list site-list--${section.layout}`}>
          {site.pages.map((page) => (
            <li key={page.slug} class="site-card">
              <h2 class="site-card-title">
                <a href={href({ page: 'cmsPage', lang, slug: page.slug })}>{page.title}</a>
              </h2>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{t(m.noPages)}</p>
      )}
    </>
  );
}

export function CmsPage({ slug }: { readonly slug: string }) {
  const { t, lang, source, version } = useSite();
  const state = useLoad(() => source.page(slug, lang), [slug, lang], version);
  const page = state.status === 'ok' ? state.data : undefined;
  useHead(page?.title ?? '', page?.seoDescription);
  if (!page) return <Status state={state} />;
  return (
    <article class="site-record">
      <Heading>{page.title}</Heading>
      {page.publishedAt ? <p class="site-meta">{t(m.publishedOn, { date: formatDate(page.publishedAt, lang) })}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized the page's HTML. */}
      <div class="site-html" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
