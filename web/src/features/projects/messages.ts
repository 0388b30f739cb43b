/**
 * Texts shared by the projects and applications screens: project types, access levels, languages,
 * the project navigation and the common actions. Each screen keeps its own texts beside it.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Language } from '../../../../shared/constants';
import type { AccessLevel, ProjectType } from '../../../../shared/projects';

export const typeMessages = defineMessages({
  conference: { id: 'projects.type.conference', defaultMessage: 'Conférence' },
  tradeShow: { id: 'projects.type.tradeShow', defaultMessage: 'Salon professionnel' },
  seminar: { id: 'projects.type.seminar', defaultMessage: 'Séminaire' },
  webinar: { id: 'projects.type.webinar', defaultMessage: 'Webinaire' },
  corporateEvent: { id: 'projects.type.corporateEvent', defaultMessage: "Événement d'entreprise" },
  festival: { id: 'projects.type.festival', defaultMessage: 'Festival' },
  training: { id: 'projects.type.training', defaultMessage: 'Formation' },
  other: { id: 'projects.type.other', defaultMessage: 'Autre' },
}) satisfies Record<ProjectType, MessageDescriptor>;

export const levelMessages = defineMessages({
  none: { id: 'projects.level.none', defaultMessage: 'Aucun accès' },
  read: { id: 'projects.level.read', defaultMessage: 'Lecture seule' },
  write: { id: 'projects.level.write', defaultMessage: 'Lecture et écriture' },
  full: { id: 'projects.level.full', defaultMessage: 'Accès complet' },
}) satisfies Record<AccessLevel, MessageDescriptor>;

export const languageMessages = defineMessages({
  fr: { id: 'projects.language.fr', defaultMessage: 'Français' },
  en: { id: 'projects.language.en', defaultMessage: 'Anglais' },
  es: { id: 'projects.language.es', defaultMessage: 'Espagnol' },
  it: { id: 'projects.language.it', defaultMessage: 'Italien' },
  de: { id: 'projects.language.de', defaultMessage: 'Allemand' },
}) satisfies Record<Language, MessageDescriptor>;

export const commonMessages = defineMessages({
  levelOwner: { id: 'projects.level.owner', defaultMessage: 'Propriétaire (accès complet)' },
  breadcrumb: { id: 'projects.breadcrumb', defaultMessage: "Fil d'Ariane" },
  myProjects: { id: 'projects.breadcrumb.projects', defaultMessage: 'Mes projets' },
  projectNav: { id: 'projects.nav.label', defaultMessage: 'Rubriques du projet' },
  navDashboard: { id: 'projects.nav.dashboard', defaultMessage: 'Tableau de bord' },
  navConfigure: { id: 'projects.nav.configure', defaultMessage: 'Applications à configurer' },
  languages: { id: 'projects.field.languages', defaultMessage: 'Langues du projet' },
  type: { id: 'projects.field.type', defaultMessage: 'Type de projet' },
  yourLevel: { id: 'projects.field.level', defaultMessage: 'Votre accès' },
  name: { id: 'projects.field.name', defaultMessage: 'Nom du projet' },
  loading: { id: 'projects.loading', defaultMessage: 'Chargement…' },
  cancel: { id: 'projects.action.cancel', defaultMessage: 'Annuler' },
  requiredNote: { id: 'projects.form.requiredNote', defaultMessage: 'Les champs marqués * sont obligatoires.' },
});
