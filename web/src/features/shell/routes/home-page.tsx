/**
 * `/{lang}`: what the platform does today — projects, the application kinds that can be added, the builder.
 * Only what exists is described: a feature brings its own words here when it lands. The kinds are the registry's
 * (shared/kinds.ts), named and described by its catalogues (locales/kinds: `<kind>.name`, `<kind>.home`).
 */
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FORM_MAX_COLUMNS, FORM_MIN_COLUMNS, isUiLocale } from '../../../../../shared/constants';
import { kindText } from '../../../../../shared/kind-texts';
import { APPLICATION_KINDS } from '../../../../../shared/kinds';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { localePath } from '../../../lib/locale-path';
import { RequireLocale } from '../../../components/shell/require-locale';
import '../shell.css';

const messages = defineMessages({
  documentTitle: { id: 'home.documentTitle', defaultMessage: 'Accueil' },
  eyebrow: { id: 'home.eyebrow', defaultMessage: 'Votre espace client' },
  title: { id: 'home.title', defaultMessage: 'Vos projets, vos applications, vos contenus' },
  lead: {
    id: 'home.lead',
    defaultMessage:
      'Noco réunit en un seul endroit les applications de vos événements et de vos services : vous créez un projet, vous y ajoutez les applications dont vous avez besoin, puis vous configurez leurs formulaires et leurs listes.',
  },
  projectsTitle: { id: 'home.projects.title', defaultMessage: 'Des projets' },
  projectsText: {
    id: 'home.projects.text',
    defaultMessage:
      "Un projet regroupe les applications d'un même événement ou d'un même service. Vous lui donnez un nom, vous choisissez ses langues et son type ; son tableau de bord montre ses applications déployées et celles que vous pouvez encore ajouter.",
  },
  kindsIntro: {
    id: 'home.kinds.intro',
    defaultMessage:
      'Un même type peut être ajouté plusieurs fois à un projet, chaque fois avec sa propre configuration : titre, description et adresse.',
  },
  builderTitle: { id: 'home.builder.title', defaultMessage: 'Un constructeur sans code' },
  policyLink: { id: 'home.policyLink', defaultMessage: 'Comment nous traitons vos données' },
});

const kindsTitle = defineMessage<{ count: number }>({
  id: 'home.kinds.title',
  defaultMessage: "{count, plural, =8 {Huit types d'applications} other {# types d'applications}}",
});

const builderText = defineMessage<{ min: number; max: number }>({
  id: 'home.builder.text',
  defaultMessage:
    "Chaque application se compose d'éléments. Pour chacun, vous dessinez les formulaires d'ajout, de modification et de consultation sur {min} à {max} colonnes en glissant-déposant les champs — texte, date, nombre, choix, fichier, galerie, catégories… — puis vous choisissez les colonnes visibles de la liste, leur ordre et le nombre de fiches par page.",
});

function HomePage() {
  const intl = useIntl();
  const { lang } = useParams();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  const locale = isUiLocale(lang) ? lang : 'fr';
  return (
    <div className="page home-page">
      <section className="hero" aria-labelledby="home-title">
        <p className="eyebrow">{intl.formatMessage(messages.eyebrow)}</p>
        <h1 id="home-title">{intl.formatMessage(messages.title)}</h1>
        <p className="lead">{intl.formatMessage(messages.lead)}</p>
      </section>

      <section className="section" aria-labelledby="home-projects">
        <h2 id="home-projects">{intl.formatMessage(messages.projectsTitle)}</h2>
        <p>{intl.formatMessage(messages.projectsText)}</p>
      </section>

      <section className="section" aria-labelledby="home-kinds">
        <h2 id="home-kinds">{intl.formatMessage(kindsTitle, { count: APPLICATION_KINDS.length })}</h2>
        <p>{intl.formatMessage(messages.kindsIntro)}</p>
        <ul className="kind-grid">
          {APPLICATION_KINDS.map((kind) => (
            <li key={kind} className={`kind-card kind-${kind}`}>
              <h3>{kindText(`${kind}.name`)[locale]}</h3>
              <p>{kindText(`${kind}.home`)[locale]}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="feature-grid">
        <section className="card" aria-labelledby="home-builder">
          <h2 id="home-builder">{intl.formatMessage(messages.builderTitle)}</h2>
          <p>{intl.formatMessage(builderText, { min: FORM_MIN_COLUMNS, max: FORM_MAX_COLUMNS })}</p>
        </section>
      </div>

      <p className="section">
        <Link to={localePath(locale, 'policy')}>{intl.formatMessage(messages.policyLink)}</Link>
      </p>
    </div>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <HomePage />
    </RequireLocale>
  );
}
