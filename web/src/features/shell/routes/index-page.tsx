/** `/`: what the product is, and the way in, in French or in English. */
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import '../shell.css';

const messages = defineMessages({
  documentTitle: { id: 'index.documentTitle', defaultMessage: 'Plateforme no-code' },
  eyebrow: { id: 'index.eyebrow', defaultMessage: 'Plateforme no-code' },
  title: { id: 'index.title', defaultMessage: 'Créez et configurez vos applications, sans écrire de code' },
  lead: {
    id: 'index.lead',
    defaultMessage:
      "Noco est l'espace en ligne où les clients de notre service créent leurs projets, y ajoutent des applications et les configurent, sans développement.",
  },
  pointProjects: {
    id: 'index.point.projects',
    defaultMessage: 'Un projet par événement ou par service, avec ses langues et son type.',
  },
  pointApplications: {
    id: 'index.point.applications',
    defaultMessage: "Huit types d'applications, du catalogue aux sponsors, à ajouter autant de fois que nécessaire.",
  },
  pointRecords: {
    id: 'index.point.records',
    defaultMessage: 'Des formulaires et des listes que vous composez vous-même, en glissant-déposant leurs champs.',
  },
  chooseLanguage: { id: 'index.chooseLanguage', defaultMessage: 'Choisissez votre langue' },
  enterFr: { id: 'index.enter.fr', defaultMessage: 'Continuer en français' },
  enterEn: { id: 'index.enter.en', defaultMessage: 'Continue in English' },
});

export function Component() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  return (
    <div className="page index-page">
      <section className="hero" aria-labelledby="index-title">
        <p className="eyebrow">{intl.formatMessage(messages.eyebrow)}</p>
        <h1 id="index-title">{intl.formatMessage(messages.title)}</h1>
        <p className="lead">{intl.formatMessage(messages.lead)}</p>
        <ul className="checklist">
          <li>{intl.formatMessage(messages.pointProjects)}</li>
          <li>{intl.formatMessage(messages.pointApplications)}</li>
          <li>{intl.formatMessage(messages.pointRecords)}</li>
        </ul>
      </section>
      <section className="card enter-card" aria-labelledby="index-languages">
        <h2 id="index-languages">{intl.formatMessage(messages.chooseLanguage)}</h2>
        <div className="enter-links">
          <Link className="button primary" to="/fr" lang="fr" hrefLang="fr">
            {intl.formatMessage(messages.enterFr)}
          </Link>
          <Link className="button" to="/en" lang="en" hrefLang="en">
            {intl.formatMessage(messages.enterEn)}
          </Link>
        </div>
      </section>
    </div>
  );
}
