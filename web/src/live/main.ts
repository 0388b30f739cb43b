/**
 * Entry of the participant page (web/live.html, served for every path under `/{lang}/live/`): no React, no
 * react-intl, nothing from web/src/lib or web/src/app (the page's JavaScript budget is 60 KB gzip in all).
 */
import en from 'virtual:catalogue/en/live';
import fr from 'virtual:catalogue/fr/live';
import { createTranslator } from './i18n';
import { messages } from './messages';
import { mountLivePage } from './page';
import { parseLivePath } from './path';
import './live.css';

const root = document.getElementById('live');
if (root) {
  const parsed = parseLivePath(window.location.pathname);
  const lang = parsed?.lang ?? (window.location.pathname.startsWith('/en/') ? 'en' : 'fr');
  document.documentElement.lang = lang;
  const t = createTranslator(lang, lang === 'en' ? en : fr);
  if (parsed) mountLivePage({ root, lang, projectId: parsed.projectId, applicationId: parsed.applicationId, t });
  else {
    document.title = t(messages.pageTitle);
    root.replaceChildren();
    const heading = document.createElement('h1');
    heading.textContent = t(messages.pageTitle);
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.textContent = t(messages.notFound);
    root.append(heading, notice);
  }
}
