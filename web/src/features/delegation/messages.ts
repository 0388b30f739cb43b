/** The texts of the delegate-rights page (`delegation.*`). */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  documentTitle: { id: 'delegation.documentTitle', defaultMessage: 'Déléguer des droits' },
  title: { id: 'delegation.title', defaultMessage: 'Déléguer des droits' },
  lead: {
    id: 'delegation.lead',
    defaultMessage:
      "Donnez accès à vos projets à d'autres personnes, sur tout le projet ou sur une seule application. Une personne sans compte reçoit une invitation par e-mail.",
  },
  project: { id: 'delegation.project', defaultMessage: 'Projet' },
  empty: {
    id: 'delegation.empty',
    defaultMessage: "Vous ne possédez encore aucun projet : créez-en un pour pouvoir y donner accès à d'autres personnes.",
  },
  emptyLink: { id: 'delegation.emptyLink', defaultMessage: 'Créer un projet depuis mes projets' },
  usersTitle: { id: 'delegation.usersTitle', defaultMessage: 'Utilisateurs' },
  noUsers: { id: 'delegation.noUsers', defaultMessage: "Personne d'autre que vous n'a encore accès à ce projet." },
  user: { id: 'delegation.user', defaultMessage: 'Utilisateur' },
  wholeProject: { id: 'delegation.wholeProject', defaultMessage: 'Tout le projet' },
  addTitle: { id: 'delegation.addTitle', defaultMessage: 'Ajouter un utilisateur' },
  email: { id: 'delegation.email', defaultMessage: 'Adresse e-mail' },
  level: { id: 'delegation.level', defaultMessage: 'Accès' },
  scope: { id: 'delegation.scope', defaultMessage: 'Sur' },
  add: { id: 'delegation.add', defaultMessage: 'Donner accès' },
  adding: { id: 'delegation.adding', defaultMessage: 'Enregistrement…' },
  saved: { id: 'delegation.saved', defaultMessage: 'Modifications enregistrées.' },
});
export const levelMessages = defineMessages({
  none: { id: 'delegation.levels.none', defaultMessage: 'Aucun accès' },
  read: { id: 'delegation.levels.read', defaultMessage: 'Lecture seule' },
  write: { id: 'delegation.levels.write', defaultMessage: 'Lecture et écriture' },
  full: { id: 'delegation.levels.full', defaultMessage: 'Accès complet' },
});
export const cellLabel = defineMessage<{ email: string; scope: string }>({
  id: 'delegation.cellLabel',
  defaultMessage: 'Accès de {email} sur {scope}',
});
export const tableCaption = defineMessage<{ project: string }>({
  id: 'delegation.tableCaption',
  defaultMessage: 'Les utilisateurs du projet {project} et leur accès, sur tout le projet et sur chaque application',
});
export const sourceMessages = defineMessages({
  project: { id: 'delegation.source.project', defaultMessage: 'via le projet' },
  application: { id: 'delegation.source.application', defaultMessage: "droit propre à l'application" },
});
export const effectiveMessage = defineMessage<{ level: string; source: string }>({
  id: 'delegation.effective',
  defaultMessage: '{level} ({source})',
});
export const projectLevelOption = defineMessage({ id: 'delegation.projectLevelOption', defaultMessage: 'Niveau du projet' });
export const projectFloor = defineMessage<{ level: string }>({
  id: 'delegation.projectFloor',
  defaultMessage: "Le niveau du projet ({level}) s'applique à toutes ses applications : seul un niveau supérieur peut être donné ici.",
});
export const ownRightIneffective = defineMessage<{ own: string; level: string }>({
  id: 'delegation.ownRightIneffective',
  defaultMessage: "Le droit propre à cette application ({own}) est sans effet : le niveau du projet ({level}) s'applique.",
});
export const addedStatus = defineMessage<{ email: string }>({
  id: 'delegation.added',
  defaultMessage: "Les droits de {email} sont enregistrés. S'il n'a pas encore de compte, une invitation lui est envoyée par e-mail.",
});
