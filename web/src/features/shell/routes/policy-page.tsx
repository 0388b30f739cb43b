/** `/{lang}/policy`: the privacy policy — what is kept, why, for how long, your rights, whom to contact (no form yet). */
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { RequireLocale } from '../../../components/shell/require-locale';
import '../shell.css';

const m = defineMessages({
  documentTitle: { id: 'policy.documentTitle', defaultMessage: 'Politique de confidentialité' },
  title: { id: 'policy.title', defaultMessage: 'Politique de confidentialité' },
  lead: {
    id: 'policy.lead',
    defaultMessage:
      'Cette page explique quelles données la plateforme Noco conserve à votre sujet, pourquoi, combien de temps, et comment exercer vos droits. Nous ne conservons que ce qui est nécessaire au service.',
  },
  controllerTitle: { id: 'policy.controller.title', defaultMessage: 'Qui est responsable' },
  controllerText: {
    id: 'policy.controller.text',
    defaultMessage: 'Le fournisseur qui vous a ouvert votre compte client est responsable du traitement des données décrites ici.',
  },
  dataTitle: { id: 'policy.data.title', defaultMessage: 'Les données que nous conservons' },
  dataAccountTerm: { id: 'policy.data.account.term', defaultMessage: 'Votre compte' },
  dataAccount: {
    id: 'policy.data.account',
    defaultMessage:
      "Adresse e-mail, société, prénom, nom et téléphone. Votre mot de passe n'est jamais conservé en clair : seule une empreinte cryptographique en est gardée.",
  },
  dataContentTerm: { id: 'policy.data.content.term', defaultMessage: 'Vos projets et vos applications' },
  dataContent: {
    id: 'policy.data.content',
    defaultMessage: 'Ce que vous saisissez : vos projets, leurs applications et la configuration de leurs formulaires et de leurs listes.',
  },
  dataCookieTerm: { id: 'policy.data.cookie.term', defaultMessage: 'Le cookie de session' },
  dataCookie: {
    id: 'policy.data.cookie',
    defaultMessage:
      "Un seul cookie, strictement nécessaire : il contient un jeton aléatoire qui vous garde connecté, illisible par les scripts de la page et transmis uniquement en connexion sécurisée. Aucun cookie publicitaire ni de mesure d'audience.",
  },
  dataBrowserTerm: { id: 'policy.data.browser.term', defaultMessage: 'Le stockage de votre navigateur' },
  dataBrowser: {
    id: 'policy.data.browser',
    defaultMessage:
      "Votre navigateur garde, sur votre appareil uniquement : votre fiche client (pour afficher votre espace), la date et l'heure de votre connexion (pour fermer la session au bout de 12 heures) et le thème de couleur choisi.",
  },
  dataMailTerm: { id: 'policy.data.mail.term', defaultMessage: "Les journaux d'envoi de courriels" },
  dataMail: {
    id: 'policy.data.mail',
    defaultMessage:
      "Pour chaque courriel envoyé au sujet de votre compte (activation, mot de passe oublié…) : le type de message, sa langue et la date d'envoi, jamais son contenu.",
  },
  purposeTitle: { id: 'policy.purpose.title', defaultMessage: 'Pourquoi' },
  purposeService: {
    id: 'policy.purpose.service',
    defaultMessage: 'Fournir le service que vous avez demandé : votre compte, vos projets et vos applications (exécution du contrat).',
  },
  purposeSecurity: {
    id: 'policy.purpose.security',
    defaultMessage: "Protéger l'accès à votre compte : session limitée dans le temps, droits vérifiés à chaque demande (intérêt légitime).",
  },
  purposeMail: {
    id: 'policy.purpose.mail',
    defaultMessage: 'Vous envoyer les courriels indispensables et pouvoir prouver leur envoi en cas de réclamation (intérêt légitime).',
  },
  purposeNone: {
    id: 'policy.purpose.none',
    defaultMessage:
      "Vos données ne sont ni vendues, ni utilisées à des fins publicitaires, ni transmises à des tiers en dehors de nos sous-traitants d'hébergement et d'envoi de courriels.",
  },
  retentionTitle: { id: 'policy.retention.title', defaultMessage: 'Combien de temps' },
  retentionAccount: {
    id: 'policy.retention.account',
    defaultMessage:
      'Compte, projets et applications : tant que votre compte est ouvert ; effacés dans les minutes qui suivent sa suppression.',
  },
  retentionSession: {
    id: 'policy.retention.session',
    defaultMessage: 'Cookie de session : 12 heures au plus ; il est révoqué dès que vous vous déconnectez.',
  },
  retentionBrowser: {
    id: 'policy.retention.browser',
    defaultMessage:
      "Fiche client et date de connexion dans le navigateur : effacées à la déconnexion ou dès que la session a plus de 12 heures. Thème : jusqu'à ce que vous en changiez ou que vous vidiez les données de votre navigateur.",
  },
  retentionMail: { id: 'policy.retention.mail', defaultMessage: "Journaux d'envoi de courriels : 12 mois." },
  rightsTitle: { id: 'policy.rights.title', defaultMessage: 'Vos droits' },
  rightsText: {
    id: 'policy.rights.text',
    defaultMessage:
      "Vous pouvez à tout moment accéder à vos données, les faire corriger ou effacer, en limiter l'usage, vous opposer à un traitement fondé sur l'intérêt légitime et les recevoir dans un format ouvert. Vous pouvez aussi adresser une réclamation à l'autorité de protection des données de votre pays (en France, la CNIL).",
  },
  // The erasure (GDPR art. 17) from the account page.
  erasureTitle: { id: 'policy.erasure.title', defaultMessage: 'Supprimer votre compte' },
  erasureHow: {
    id: 'policy.erasure.how',
    defaultMessage:
      'Vous pouvez supprimer votre compte vous-même : dans votre espace, ouvrez « Mes coordonnées », puis « Supprimer mon compte », et confirmez avec votre mot de passe.',
  },
  erasureWhat: {
    id: 'policy.erasure.what',
    defaultMessage:
      "Sont effacés : votre compte et vos coordonnées, les projets dont vous êtes propriétaire avec leurs applications, leurs fiches et leurs fichiers, les droits que vous détenez sur les projets d'autres clients, et toutes vos sessions.",
  },
  erasureWhen: {
    id: 'policy.erasure.when',
    defaultMessage:
      "Dès la confirmation, plus personne ne peut se connecter à votre compte ; l'effacement des données s'achève dans les minutes qui suivent, et un courriel vous le confirme. Votre adresse e-mail peut ensuite servir à créer un nouveau compte.",
  },
  contactTitle: { id: 'policy.contact.title', defaultMessage: 'Nous contacter' },
  contactText: {
    id: 'policy.contact.text',
    defaultMessage:
      'Pour toute question sur vos données ou pour exercer vos droits, adressez-vous au fournisseur qui exploite ce service et vous a ouvert votre compte client : il est responsable du traitement.',
  },
});

const DATA_ITEMS: readonly (readonly [MessageDescriptor, MessageDescriptor])[] = [
  [m.dataAccountTerm, m.dataAccount],
  [m.dataContentTerm, m.dataContent],
  [m.dataCookieTerm, m.dataCookie],
  [m.dataBrowserTerm, m.dataBrowser],
  [m.dataMailTerm, m.dataMail],
];

function PolicyPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.documentTitle));
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <article className="page prose policy-page" aria-labelledby="policy-title">
      <h1 id="policy-title">{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>

      <section aria-labelledby="policy-controller">
        <h2 id="policy-controller">{t(m.controllerTitle)}</h2>
        <p>{t(m.controllerText)}</p>
      </section>

      <section aria-labelledby="policy-data">
        <h2 id="policy-data">{t(m.dataTitle)}</h2>
        <dl className="definition-list">
          {DATA_ITEMS.map(([term, text]) => (
            <div key={term.id}>
              <dt>{t(term)}</dt>
              <dd>{t(text)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="policy-purpose">
        <h2 id="policy-purpose">{t(m.purposeTitle)}</h2>
        <ul>
          <li>{t(m.purposeService)}</li>
          <li>{t(m.purposeSecurity)}</li>
          <li>{t(m.purposeMail)}</li>
        </ul>
        <p>{t(m.purposeNone)}</p>
      </section>

      <section aria-labelledby="policy-retention">
        <h2 id="policy-retention">{t(m.retentionTitle)}</h2>
        <ul>
          <li>{t(m.retentionAccount)}</li>
          <li>{t(m.retentionSession)}</li>
          <li>{t(m.retentionBrowser)}</li>
          <li>{t(m.retentionMail)}</li>
        </ul>
      </section>

      <section aria-labelledby="policy-rights">
        <h2 id="policy-rights">{t(m.rightsTitle)}</h2>
        <p>{t(m.rightsText)}</p>
      </section>

      <section aria-labelledby="policy-erasure">
        <h2 id="policy-erasure">{t(m.erasureTitle)}</h2>
        <p>{t(m.erasureHow)}</p>
        <p>{t(m.erasureWhat)}</p>
        <p>{t(m.erasureWhen)}</p>
      </section>

      <section aria-labelledby="policy-contact">
        <h2 id="policy-contact">{t(m.contactTitle)}</h2>
        <p>{t(m.contactText)}</p>
      </section>
    </article>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <PolicyPage />
    </RequireLocale>
  );
}
