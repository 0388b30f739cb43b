/**
 * Texts of the web app wizard (docs/product.md, "Screens and routes"). Keys under `webapps.*`: the `webapps` catalogue
 * section, downloaded with the wizard only. The validation messages of the web app's rules (`validation.host`…) are
 * added to the field messages here: only the wizard can receive them (their texts load with the customer area).
 */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { Theme } from '../../../../shared/constants';
import type { SectionLayout } from '../../../../shared/kinds';
import type { WebappStep, WebappTemplate } from '../../../../shared/webapp-templates';
import { addFieldMessages } from '../../lib/field-messages';

type Name = { name: string };

addFieldMessages(
  defineMessages({
    host: { id: 'validation.host', defaultMessage: 'Saisissez un nom de domaine, par exemple evenement.exemple.fr.' },
    httpsUrl: { id: 'validation.httpsUrl', defaultMessage: 'Saisissez une adresse web commençant par https://.' },
    color: { id: 'validation.color', defaultMessage: 'Saisissez une couleur au format #RRVVBB.' },
    dateOrder: { id: 'validation.dateOrder', defaultMessage: 'La date de fin doit suivre la date de début.' },
    ctaPair: {
      id: 'validation.ctaPair',
      defaultMessage: 'Renseignez à la fois le libellé et la destination du bouton, ou aucun des deux.',
    },
    linkMissing: { id: 'validation.linkMissing', defaultMessage: 'Choisissez une application liée de ce type (étape 1).' },
    privateField: { id: 'validation.privateField', defaultMessage: 'Ce champ est privé : il ne peut pas être publié.' },
    languageNotInProject: { id: 'validation.languageNotInProject', defaultMessage: "Cette langue n'est pas une langue du projet." },
    defaultLanguage: {
      id: 'validation.defaultLanguage',
      defaultMessage: "La langue par défaut doit être l'une des langues du site.",
    },
  }),
);

export const wizardMessages = {
  ...defineMessages({
    eyebrow: { id: 'webapps.wizard.eyebrow', defaultMessage: "Assistant de l'application web" },
    toDashboard: { id: 'webapps.wizard.toDashboard', defaultMessage: "Tableau de bord de l'application" },
    readOnly: {
      id: 'webapps.wizard.readOnly',
      defaultMessage: "Votre accès à cette application est en lecture seule : vous consultez l'assistant sans pouvoir le modifier.",
    },
    steps: { id: 'webapps.wizard.steps', defaultMessage: "Étapes de l'assistant" },
    complete: { id: 'webapps.wizard.complete', defaultMessage: 'complète' },
    incomplete: { id: 'webapps.wizard.incomplete', defaultMessage: 'à compléter' },
    previous: { id: 'webapps.wizard.previous', defaultMessage: 'Précédent' },
    next: { id: 'webapps.wizard.next', defaultMessage: 'Suivant' },
    save: { id: 'webapps.wizard.save', defaultMessage: 'Enregistrer le brouillon' },
    saving: { id: 'webapps.wizard.saving', defaultMessage: 'Enregistrement…' },
    saved: { id: 'webapps.wizard.saved', defaultMessage: 'Brouillon enregistré.' },
    reload: { id: 'webapps.wizard.reload', defaultMessage: 'Recharger la dernière version' },
    fixSteps: { id: 'webapps.wizard.fixSteps', defaultMessage: 'Étapes à corriger :' },
  }),
  stepHeading: defineMessage<{ number: number; total: number; name: string }>({
    id: 'webapps.wizard.stepHeading',
    defaultMessage: 'Étape {number} sur {total} : {name}',
  }),
  documentTitle: defineMessage<{ name: string; title: string }>({
    id: 'webapps.wizard.documentTitle',
    defaultMessage: '{name} · {title}',
  }),
};

export const stepNames = defineMessages({
  main: { id: 'webapps.step.main', defaultMessage: 'Informations principales' },
  identity: { id: 'webapps.step.identity', defaultMessage: 'Identité' },
  home: { id: 'webapps.step.home', defaultMessage: 'Accueil' },
  navigation: { id: 'webapps.step.navigation', defaultMessage: 'Navigation' },
  practical: { id: 'webapps.step.practical', defaultMessage: 'Informations pratiques' },
  languages: { id: 'webapps.step.languages', defaultMessage: 'Langues' },
  seo: { id: 'webapps.step.seo', defaultMessage: 'Référencement et partage' },
  legal: { id: 'webapps.step.legal', defaultMessage: 'Pages légales' },
  preview: { id: 'webapps.step.preview', defaultMessage: 'Aperçu et publication' },
  speakers: { id: 'webapps.step.speakers', defaultMessage: 'Intervenants' },
  sponsor: { id: 'webapps.step.sponsor', defaultMessage: 'Sponsors' },
  cms: { id: 'webapps.step.cms', defaultMessage: 'Pages éditoriales' },
  catalogue: { id: 'webapps.step.catalogue', defaultMessage: 'Catalogue' },
  users: { id: 'webapps.step.users', defaultMessage: 'Participants' },
  replay: { id: 'webapps.step.replay', defaultMessage: 'Replay' },
  modules: { id: 'webapps.step.modules', defaultMessage: 'Modules interactifs' },
}) satisfies Record<WebappStep, MessageDescriptor>;

export const templateNames = defineMessages({
  eventSite: { id: 'webapps.template.eventSite', defaultMessage: "Site d'événement" },
  conference: { id: 'webapps.template.conference', defaultMessage: 'Conférence' },
  tradeShow: { id: 'webapps.template.tradeShow', defaultMessage: 'Salon professionnel' },
  congress: { id: 'webapps.template.congress', defaultMessage: 'Congrès' },
  hybrid: { id: 'webapps.template.hybrid', defaultMessage: 'Événement hybride' },
}) satisfies Record<WebappTemplate, MessageDescriptor>;

export const templateTexts = defineMessages({
  eventSite: { id: 'webapps.template.eventSite.text', defaultMessage: "Une page d'événement : qui intervient, où et quand." },
  conference: { id: 'webapps.template.conference.text', defaultMessage: 'Intervenants, sponsors, pages éditoriales et référencement.' },
  tradeShow: {
    id: 'webapps.template.tradeShow.text',
    defaultMessage: 'Catalogue des exposants, sponsors, informations pratiques, plusieurs langues.',
  },
  congress: {
    id: 'webapps.template.congress.text',
    defaultMessage: "Programme, intervenants, annuaire des participants, sponsors, pages : tout ce qu'une association publie.",
  },
  hybrid: {
    id: 'webapps.template.hybrid.text',
    defaultMessage: 'Sur place et en ligne : intervenants, modules interactifs, replays, sponsors et pages.',
  },
}) satisfies Record<WebappTemplate, MessageDescriptor>;

export const themeNames = defineMessages({
  blue: { id: 'webapps.theme.blue', defaultMessage: 'Bleu' },
  black: { id: 'webapps.theme.black', defaultMessage: 'Noir' },
  green: { id: 'webapps.theme.green', defaultMessage: 'Vert' },
  red: { id: 'webapps.theme.red', defaultMessage: 'Rouge' },
}) satisfies Record<Theme, MessageDescriptor>;

export const layoutNames = defineMessages({
  grid: { id: 'webapps.layout.grid', defaultMessage: 'Grille' },
  list: { id: 'webapps.layout.list', defaultMessage: 'Liste' },
  cards: { id: 'webapps.layout.cards', defaultMessage: 'Cartes' },
  embed: { id: 'webapps.layout.embed', defaultMessage: 'Intégrée à la page' },
  link: { id: 'webapps.layout.link', defaultMessage: 'Lien vers la page des participants' },
}) satisfies Record<SectionLayout, MessageDescriptor>;

export const formMessages = {
  ...defineMessages({
    template: { id: 'webapps.main.template', defaultMessage: 'Modèle' },
    host: { id: 'webapps.main.host', defaultMessage: 'Nom de domaine' },
    hostHint: {
      id: 'webapps.main.hostHint',
      defaultMessage: 'Par exemple evenement.exemple.fr. Le site sera aussi servi sur cette plateforme, à l’adresse /w/ suivie de ce nom.',
    },
    theme: { id: 'webapps.main.theme', defaultMessage: 'Thème' },
    links: { id: 'webapps.main.links', defaultMessage: 'Applications liées' },
    linksHint: { id: 'webapps.main.linksHint', defaultMessage: 'Les applications du projet dont le site montre le contenu.' },
    noApplications: { id: 'webapps.main.noApplications', defaultMessage: "Ce projet n'a pas d'autre application à lier." },
    unknownLinks: {
      id: 'webapps.main.unknownLinks',
      defaultMessage:
        "Ce brouillon est lié à des applications que vous ne pouvez pas consulter, ou qui n'existent plus. Retirez-les pour l'enregistrer ou le publier.",
    },
    removeUnknownLinks: { id: 'webapps.main.removeUnknownLinks', defaultMessage: 'Retirer ces liens' },
    siteName: { id: 'webapps.identity.name', defaultMessage: 'Nom du site' },
    logoUrl: { id: 'webapps.identity.logoUrl', defaultMessage: 'Adresse du logo' },
    httpsHint: { id: 'webapps.form.httpsHint', defaultMessage: 'Une adresse web complète, commençant par https://.' },
    accentColor: { id: 'webapps.identity.accentColor', defaultMessage: "Couleur d'accent" },
    accentHint: { id: 'webapps.identity.accentHint', defaultMessage: 'Au format #RRVVBB, par exemple #1d4ed8.' },
    heroTitle: { id: 'webapps.home.heroTitle', defaultMessage: "Titre d'accueil" },
    heroText: { id: 'webapps.home.heroText', defaultMessage: "Texte d'accueil" },
    heroImageUrl: { id: 'webapps.home.heroImageUrl', defaultMessage: "Adresse de l'image d'accueil" },
    startDate: { id: 'webapps.home.startDate', defaultMessage: 'Date de début' },
    endDate: { id: 'webapps.home.endDate', defaultMessage: 'Date de fin' },
    place: { id: 'webapps.home.place', defaultMessage: 'Lieu' },
    ctaLabel: { id: 'webapps.home.ctaLabel', defaultMessage: 'Libellé du bouton d’action' },
    ctaTarget: { id: 'webapps.home.ctaTarget', defaultMessage: 'Destination du bouton' },
    ctaNone: { id: 'webapps.home.ctaNone', defaultMessage: 'Aucune' },
    ctaUrlChoice: { id: 'webapps.home.ctaUrlChoice', defaultMessage: 'Une adresse web' },
    ctaUrl: { id: 'webapps.home.ctaUrl', defaultMessage: 'Adresse web du bouton' },
    menu: { id: 'webapps.navigation.menu', defaultMessage: 'Entrées du menu' },
    menuEmpty: { id: 'webapps.navigation.empty', defaultMessage: 'Le menu est vide : ajoutez-y des entrées.' },
    addEntries: { id: 'webapps.navigation.add', defaultMessage: 'Ajouter au menu' },
    visible: { id: 'webapps.navigation.visible', defaultMessage: 'Visible dans le menu' },
    targetHome: { id: 'webapps.target.home', defaultMessage: 'Accueil' },
    targetPractical: { id: 'webapps.target.practical', defaultMessage: 'Informations pratiques' },
    targetLegal: { id: 'webapps.target.legal', defaultMessage: 'Pages légales' },
    label: { id: 'webapps.navigation.label', defaultMessage: 'Libellé' },
    enabled: { id: 'webapps.section.enabled', defaultMessage: 'Afficher cette rubrique sur le site' },
    application: { id: 'webapps.section.application', defaultMessage: 'Application liée' },
    chooseApplication: { id: 'webapps.section.chooseApplication', defaultMessage: 'Choisir une application' },
    noLinked: {
      id: 'webapps.section.noLinked',
      defaultMessage: "Aucune application de ce type n'est liée au site.",
    },
    toLinks: { id: 'webapps.section.toLinks', defaultMessage: 'Lier une application (étape 1)' },
    element: { id: 'webapps.section.element', defaultMessage: 'Élément affiché' },
    sectionTitle: { id: 'webapps.section.title', defaultMessage: 'Titre de la rubrique' },
    layout: { id: 'webapps.section.layout', defaultMessage: 'Présentation' },
    fields: { id: 'webapps.section.fields', defaultMessage: 'Champs affichés sur les cartes' },
    fieldsHint: {
      id: 'webapps.section.fieldsHint',
      defaultMessage: 'Seuls les champs publics peuvent être publiés. Les cartes les montrent dans cet ordre.',
    },
    noElement: { id: 'webapps.section.noElement', defaultMessage: "Choisissez d'abord l'application liée." },
    sortField: { id: 'webapps.section.sortField', defaultMessage: 'Trier par' },
    sortDefault: { id: 'webapps.section.sortDefault', defaultMessage: 'Ordre par défaut' },
    direction: { id: 'webapps.section.direction', defaultMessage: 'Sens du tri' },
    asc: { id: 'webapps.section.asc', defaultMessage: 'Croissant' },
    desc: { id: 'webapps.section.desc', defaultMessage: 'Décroissant' },
    filters: { id: 'webapps.section.filters', defaultMessage: 'Filtres proposés aux visiteurs' },
    filtersHint: { id: 'webapps.section.filtersHint', defaultMessage: 'Champs de choix ou de catégories, 4 au plus.' },
    noFilter: { id: 'webapps.section.noFilter', defaultMessage: "Cet élément n'a pas de champ public de choix ou de catégories." },
    groupBy: { id: 'webapps.section.groupBy', defaultMessage: 'Grouper par' },
    noGroup: { id: 'webapps.section.noGroup', defaultMessage: 'Sans regroupement' },
    perPage: { id: 'webapps.section.perPage', defaultMessage: 'Fiches par page' },
    address: { id: 'webapps.practical.address', defaultMessage: 'Adresse' },
    access: { id: 'webapps.practical.access', defaultMessage: 'Accès' },
    hours: { id: 'webapps.practical.hours', defaultMessage: 'Horaires' },
    contactEmail: { id: 'webapps.practical.contactEmail', defaultMessage: 'E-mail de contact' },
    contactPhone: { id: 'webapps.practical.contactPhone', defaultMessage: 'Téléphone de contact' },
    mapUrl: { id: 'webapps.practical.mapUrl', defaultMessage: 'Adresse du plan d’accès' },
    siteLanguages: { id: 'webapps.languages.enabled', defaultMessage: 'Langues du site' },
    defaultLanguage: { id: 'webapps.languages.default', defaultMessage: 'Langue par défaut' },
    seoTitle: { id: 'webapps.seo.title', defaultMessage: 'Titre pour les moteurs de recherche' },
    seoDescription: { id: 'webapps.seo.description', defaultMessage: 'Description pour les moteurs de recherche' },
    shareImageUrl: { id: 'webapps.seo.shareImageUrl', defaultMessage: "Adresse de l'image de partage" },
    indexable: { id: 'webapps.seo.indexable', defaultMessage: 'Autoriser les moteurs de recherche à indexer le site' },
    notice: { id: 'webapps.legal.notice', defaultMessage: 'Mentions légales' },
    privacy: { id: 'webapps.legal.privacy', defaultMessage: 'Politique de confidentialité' },
    terms: { id: 'webapps.legal.terms', defaultMessage: "Conditions d'utilisation" },
    legalHint: { id: 'webapps.legal.hint', defaultMessage: 'Texte simple : une ligne vide sépare deux paragraphes.' },
  }),
  templateOption: defineMessage<{ name: string; count: number }>({
    id: 'webapps.main.templateOption',
    defaultMessage: '{name} ({count} étapes)',
  }),
  perLanguage: defineMessage<{ label: string; language: string }>({
    id: 'webapps.form.perLanguage',
    defaultMessage: '{label} ({language})',
  }),
  targetSection: defineMessage<Name>({ id: 'webapps.target.section', defaultMessage: 'Rubrique : {name}' }),
  targetApp: defineMessage<Name>({ id: 'webapps.target.app', defaultMessage: 'Application web : {name}' }),
  addEntry: defineMessage<Name>({ id: 'webapps.navigation.addEntry', defaultMessage: 'Ajouter : {name}' }),
  moveUp: defineMessage<Name>({ id: 'webapps.move.up', defaultMessage: 'Monter « {name} »' }),
  moveDown: defineMessage<Name>({ id: 'webapps.move.down', defaultMessage: 'Descendre « {name} »' }),
  remove: defineMessage<Name>({ id: 'webapps.navigation.remove', defaultMessage: 'Retirer « {name} »' }),
  privateField: defineMessage<Name>({ id: 'webapps.section.private', defaultMessage: '{name} (privé, non publiable)' }),
};

/** The short texts of the move buttons (their accessible names name the item). */
export const moveMessages = defineMessages({
  up: { id: 'webapps.move.upShort', defaultMessage: 'Monter' },
  down: { id: 'webapps.move.downShort', defaultMessage: 'Descendre' },
  remove: { id: 'webapps.move.remove', defaultMessage: 'Retirer' },
});

export const previewMessages = {
  ...defineMessages({
    title: { id: 'webapps.preview.title', defaultMessage: 'Aperçu' },
    show: { id: 'webapps.preview.show', defaultMessage: 'Aperçu' },
    hint: { id: 'webapps.preview.hint', defaultMessage: 'L’aperçu montre le brouillon tel qu’il est, même non enregistré.' },
    language: { id: 'webapps.preview.language', defaultMessage: "Langue de l'aperçu" },
    phone: { id: 'webapps.preview.phone', defaultMessage: 'Aperçu sur téléphone' },
    desktop: { id: 'webapps.preview.desktop', defaultMessage: 'Aperçu sur ordinateur' },
    unknownLinks: {
      id: 'webapps.preview.unknownLinks',
      defaultMessage:
        "L'aperçu ne peut pas s'afficher : ce brouillon est lié à des applications que vous ne pouvez pas consulter, ou qui n'existent plus.",
    },
    publication: { id: 'webapps.publication.title', defaultMessage: 'Publication' },
    incomplete: { id: 'webapps.publication.incomplete', defaultMessage: 'Étapes à compléter avant de publier :' },
    allComplete: { id: 'webapps.publication.complete', defaultMessage: 'Toutes les étapes sont complètes : le site peut être publié.' },
    publish: { id: 'webapps.publication.publish', defaultMessage: 'Publier' },
    publishing: { id: 'webapps.publication.publishing', defaultMessage: 'Publication…' },
    versions: { id: 'webapps.publication.versions', defaultMessage: 'Versions publiées' },
    caption: { id: 'webapps.publication.caption', defaultMessage: 'Versions publiées, de la plus récente à la plus ancienne' },
    number: { id: 'webapps.publication.number', defaultMessage: 'Version' },
    date: { id: 'webapps.publication.date', defaultMessage: 'Publiée le' },
    host: { id: 'webapps.publication.host', defaultMessage: 'Nom de domaine' },
    status: { id: 'webapps.publication.status', defaultMessage: 'État' },
    actions: { id: 'webapps.publication.actions', defaultMessage: 'Actions' },
    isLive: { id: 'webapps.publication.isLive', defaultMessage: 'En ligne' },
    archived: { id: 'webapps.publication.archived', defaultMessage: 'Archivée' },
    none: { id: 'webapps.publication.none', defaultMessage: "Aucune version n'a encore été publiée." },
    offline: { id: 'webapps.publication.offline', defaultMessage: 'Mettre hors ligne' },
    isOffline: { id: 'webapps.publication.isOffline', defaultMessage: 'Le site est hors ligne.' },
    open: { id: 'webapps.publication.open', defaultMessage: 'Ouvrir le site en ligne' },
    newTab: { id: 'webapps.publication.newTab', defaultMessage: "(s'ouvre dans un nouvel onglet)" },
    republish: { id: 'webapps.publication.republish', defaultMessage: 'Remettre en ligne cette version' },
  }),
  republishLabel: defineMessage<{ number: number }>({
    id: 'webapps.publication.republishLabel',
    defaultMessage: 'Remettre en ligne la version {number}',
  }),
  liveSince: defineMessage<{ number: number; date: Date }>({
    id: 'webapps.publication.liveSince',
    defaultMessage: 'La version {number} est en ligne depuis le {date, date, long}.',
  }),
  published: defineMessage<{ number: number }>({
    id: 'webapps.publication.published',
    defaultMessage: 'La version {number} est publiée : elle est en ligne.',
  }),
  putLive: defineMessage<{ number: number }>({
    id: 'webapps.publication.putLive',
    defaultMessage: 'La version {number} est de nouveau en ligne.',
  }),
};
