/** @jsxImportSource preact */
import type { PublicSection } from '../../../shared/webapp-public';
import { Heading, useHead, useSite } from './context';
import { messages as m } from './messages';

/** A `live` section (shared/kinds.ts): the participant page of interactive modules, framed or linked. */
export function ModulesPage({ section }: { readonly section: PublicSection }) {
  const { t, base } = useSite();
  useHead(section.title);
  // Under its own host name (no base) the site cannot frame the participant page: its API and socket answer the
  // product's origin only. It links to the page there.
  const ownHost = base === '';
  const path = ownHost ? section.liveUrl : section.livePath;
  return (
    <>
      <Heading>{section.title}</Heading>
      {!path ? null : section.layout === 'embed' && !ownHost ? (
        <iframe class="site-live" src={path} title={t(m.modulesFrame, { section: section.title })} />
      ) : (
        <p>
          <a class="site-button" href={path}>
            {t(m.modulesOpen)}
          </a>
        </p>
      )}
    </>
  );
}
