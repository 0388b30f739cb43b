/** @jsxImportSource preact */
/**
 * Entry of the published web app (web/site.html, served for `/w/{host}/…` and for a published host's own requests):
 * Preact, no React, nothing from web/src/app, lib or features (budget: 50 KB gzip of JavaScript).
 */
import en from 'virtual:catalogue/en/site';
import fr from 'virtual:catalogue/fr/site';
import { render } from 'preact';
import type { WebappConfig } from '../../../shared/schemas/webapps';
import { parseRoute, parseSiteLocation } from './path';
import { SiteApp } from './root';
import { listenToWizard, publicSource, sourceFor, withFirstRead } from './source';
import './site.css';

const root = document.getElementById('site');
if (root) {
  const location = parseSiteLocation(window.location.pathname, window.location.hostname);
  const previewConfig: { current: WebappConfig | undefined } = { current: undefined };
  if (location) {
    const source =
      location.mode === 'public'
        ? withFirstRead(publicSource(location.host), parseRoute(location.rest))
        : sourceFor(location, () => previewConfig.current as WebappConfig);
    render(
      <SiteApp
        location={location}
        source={source}
        catalogues={{ fr, en }}
        {...(location.mode === 'preview' ? { preview: (onConfig) => listenToWizard(onConfig), previewConfig } : {})}
      />,
      root,
    );
  } else {
    // `/w/` with no host: the same page as an unknown host.
    const fallback = { mode: 'public', base: '/w/-', host: '-', rest: '/' } as const;
    render(<SiteApp location={fallback} source={publicSource('-')} catalogues={{ fr, en }} />, root);
  }
}
