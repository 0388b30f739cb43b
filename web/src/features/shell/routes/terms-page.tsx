/**
 * `/{lang}/terms` (public): the terms of service — the service, the account, projects and content, acceptable
 * use, availability, liability, termination, personal data, changes and the governing law. Linked from the
 * register form and the footer. Only what the product does today is described.
 */
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { localeFromPath, localePath } from '../../../lib/locale-path';
import { RequireLocale } from '../../../components/shell/require-locale';
import '../shell.css';

const m = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Conditions générales de service' },
  lead: {
    id: 'terms.lead',
    defaultMessage:
      "Ces conditions encadrent l'utilisation de la plateforme Noco par les clients du fournisseur qui l'exploite (le « fournisseur »). En créant votre compte, vous les acceptez.",
  },
  serviceTitle: { id: 'terms.service.title', defaultMessage: 'Le service' },
  serviceText: {
    id: 'terms.service.text',
    defaultMessage:
      "Noco vous permet de créer des projets, d'y ajouter des applications et de configurer les formulaires et les listes de leurs éléments, sans écrire de code. Le service évolue : des fonctions peuvent être ajoutées, modifiées ou retirées.",
  },
  accountTitle: { id: 'terms.account.title', defaultMessage: 'Votre compte' },
  accountText: {
    id: 'terms.account.text',
    defaultMessage:
      "Vous créez votre compte avec des informations exactes et une adresse e-mail que vous confirmez par le code reçu. Vous gardez votre mot de passe secret et vous êtes responsable de ce qui est fait depuis votre compte. Une session dure 12 heures au plus : sur un appareil partagé, déconnectez-vous. Si vous pensez que quelqu'un d'autre a utilisé votre compte, choisissez un nouveau mot de passe avec « Mot de passe oublié ? » et prévenez le fournisseur.",
  },
  projectsTitle: { id: 'terms.projects.title', defaultMessage: 'Vos projets et vos applications' },
  projectsText: {
    id: 'terms.projects.text',
    defaultMessage:
      'Vous décidez des projets que vous créez, des applications que vous y ajoutez et de leur configuration. Vous pouvez les modifier ou les supprimer à tout moment ; une suppression est définitive.',
  },
  contentTitle: { id: 'terms.content.title', defaultMessage: 'Vos contenus' },
  contentText: {
    id: 'terms.content.text',
    defaultMessage:
      "Ce que vous saisissez sur la plateforme reste à vous. Vous accordez au fournisseur le seul droit de l'héberger, de le copier pour ses sauvegardes et de l'afficher, dans la mesure nécessaire pour vous rendre le service. Vous garantissez disposer des droits sur ce que vous saisissez.",
  },
  useTitle: { id: 'terms.use.title', defaultMessage: 'Usage acceptable' },
  useIntro: { id: 'terms.use.intro', defaultMessage: 'Vous vous engagez à ne pas :' },
  useIllegal: {
    id: 'terms.use.illegal',
    defaultMessage: "saisir ou stocker des contenus illicites, ou qui portent atteinte aux droits d'autrui ;",
  },
  useAccess: {
    id: 'terms.use.access',
    defaultMessage: "tenter d'accéder aux comptes, aux projets ou aux données d'autres clients, ou de contourner les mesures de sécurité ;",
  },
  useLoad: { id: 'terms.use.load', defaultMessage: 'surcharger le service, par exemple par des requêtes automatisées en grand nombre ;' },
  useMalware: { id: 'terms.use.malware', defaultMessage: 'diffuser des logiciels malveillants par le service.' },
  availabilityTitle: { id: 'terms.availability.title', defaultMessage: 'Disponibilité' },
  availabilityText: {
    id: 'terms.availability.text',
    defaultMessage:
      "Le fournisseur fait de son mieux pour que le service reste accessible et que vos données soient conservées, sans garantir une disponibilité continue : une maintenance, un incident ou une mesure de sécurité peut l'interrompre. Le service est fourni tel quel, sans autre garantie que celles prévues par la loi.",
  },
  liabilityTitle: { id: 'terms.liability.title', defaultMessage: 'Responsabilité' },
  liabilityText: {
    id: 'terms.liability.text',
    defaultMessage:
      "Le fournisseur ne répond que des dommages directs causés par un manquement prouvé à ces conditions, et non des dommages indirects comme une perte de chiffre d'affaires ou de clientèle. Vous répondez des contenus que vous saisissez et de l'usage que vous faites du service. Rien dans ces conditions n'écarte une responsabilité que la loi interdit d'écarter.",
  },
  terminationTitle: { id: 'terms.termination.title', defaultMessage: 'Fin du service' },
  terminationText: {
    id: 'terms.termination.text',
    defaultMessage:
      "Vous pouvez cesser d'utiliser le service à tout moment et demander au fournisseur de fermer votre compte. Le fournisseur peut suspendre ou fermer un compte qui ne respecte pas ces conditions, après vous avoir prévenu, sauf urgence (sécurité, contenu illicite). Après la fermeture, vos données sont effacées dans les 30 jours.",
  },
  privacyTitle: { id: 'terms.privacy.title', defaultMessage: 'Données personnelles' },
  privacyText: {
    id: 'terms.privacy.text',
    defaultMessage:
      'La politique de confidentialité dit quelles données sont conservées, pourquoi, combien de temps, et comment exercer vos droits.',
  },
  privacyLink: { id: 'terms.privacy.link', defaultMessage: 'Lire la politique de confidentialité' },
  changesTitle: { id: 'terms.changes.title', defaultMessage: 'Modification des conditions' },
  changesText: {
    id: 'terms.changes.text',
    defaultMessage:
      'Le fournisseur peut modifier ces conditions ; la version en vigueur est celle de cette page. Continuer à utiliser le service après une modification vaut acceptation de la nouvelle version.',
  },
  lawTitle: { id: 'terms.law.title', defaultMessage: 'Droit applicable' },
  lawText: {
    id: 'terms.law.text',
    defaultMessage:
      "Ces conditions sont régies par le droit français. En cas de litige, une solution amiable est d'abord recherchée ; à défaut, les tribunaux français sont compétents, sous réserve des règles impératives qui protègent les consommateurs. Pour toute question, adressez-vous au fournisseur.",
  },
});

/** The sections in order: id (for the heading), title, paragraphs. */
const SECTIONS: readonly (readonly [string, MessageDescriptor, readonly MessageDescriptor[]])[] = [
  ['terms-service', m.serviceTitle, [m.serviceText]],
  ['terms-account', m.accountTitle, [m.accountText]],
  ['terms-projects', m.projectsTitle, [m.projectsText]],
  ['terms-content', m.contentTitle, [m.contentText]],
];
const AFTER_USE: typeof SECTIONS = [
  ['terms-availability', m.availabilityTitle, [m.availabilityText]],
  ['terms-liability', m.liabilityTitle, [m.liabilityText]],
  ['terms-termination', m.terminationTitle, [m.terminationText]],
];
const LAST: typeof SECTIONS = [
  ['terms-changes', m.changesTitle, [m.changesText]],
  ['terms-law', m.lawTitle, [m.lawText]],
];

function Sections({ items }: { readonly items: typeof SECTIONS }) {
  const intl = useIntl();
  return items.map(([id, title, paragraphs]) => (
    <section key={id} aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(title)}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.id}>{intl.formatMessage(paragraph)}</p>
      ))}
    </section>
  ));
}

function TermsPage() {
  const intl = useIntl();
  const lang = localeFromPath(useLocation().pathname);
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.title));
  return (
    <article className="page prose terms-page" aria-labelledby="terms-title">
      <h1 id="terms-title">{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>
      <Sections items={SECTIONS} />
      <section aria-labelledby="terms-use">
        <h2 id="terms-use">{t(m.useTitle)}</h2>
        <p>{t(m.useIntro)}</p>
        <ul>
          <li>{t(m.useIllegal)}</li>
          <li>{t(m.useAccess)}</li>
          <li>{t(m.useLoad)}</li>
          <li>{t(m.useMalware)}</li>
        </ul>
      </section>
      <Sections items={AFTER_USE} />
      <section aria-labelledby="terms-privacy">
        <h2 id="terms-privacy">{t(m.privacyTitle)}</h2>
        <p>{t(m.privacyText)}</p>
        <p>
          <Link to={localePath(lang, 'policy')}>{t(m.privacyLink)}</Link>
        </p>
      </section>
      <Sections items={LAST} />
    </article>
  );
}

export function Component() {
  return (
    <RequireLocale>
      <TermsPage />
    </RequireLocale>
  );
}
