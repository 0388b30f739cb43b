/**
 * Texts shared by the projects and applications screens: project types, access levels and the common
 * actions (languages, breadcrumb and navigation: components/projects/messages.ts). Each screen keeps its own texts beside it.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
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

export const commonMessages = defineMessages({
  levelOwner: { id: 'projects.level.owner', defaultMessage: 'Propriétaire (accès complet)' },
  languages: { id: 'projects.field.languages', defaultMessage: 'Langues du projet' },
  type: { id: 'projects.field.type', defaultMessage: 'Type de projet' },
  yourLevel: { id: 'projects.field.level', defaultMessage: 'Votre accès' },
  name: { id: 'projects.field.name', defaultMessage: 'Nom du projet' },
  cancel: { id: 'projects.action.cancel', defaultMessage: 'Annuler' },
  requiredNote: { id: 'projects.form.requiredNote', defaultMessage: 'Les champs marqués * sont obligatoires.' },
});
