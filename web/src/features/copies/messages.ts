/**
 * Texts of the duplication screen (`/{lang}/customer/copy`). Keys under `copies.*`: the `copies` catalogue section,
 * downloaded with that screen only.
 */
import { defineMessage, defineMessages } from 'react-intl';
import { addFieldMessages } from '../../lib/field-messages';

export const copyMessages = {
  ...defineMessages({
    title: { id: 'copies.page.title', defaultMessage: 'Dupliquer des applications' },
    intro: {
      id: 'copies.page.intro',
      defaultMessage:
        'Choisissez un projet source et une ou plusieurs de ses applications, puis le projet de destination. Chaque copie est une nouvelle application, avec sa propre adresse.',
    },
    empty: {
      id: 'copies.page.empty',
      defaultMessage: "Vous n'avez accès complet à aucun projet : la duplication demande l'accès complet à la source et à la destination.",
    },
    toWelcome: { id: 'copies.page.toWelcome', defaultMessage: 'Retour à mes projets' },
    source: { id: 'copies.form.source', defaultMessage: 'Projet source' },
    chooseProject: { id: 'copies.form.chooseProject', defaultMessage: 'Choisissez un projet' },
    applications: { id: 'copies.form.applications', defaultMessage: 'Applications à dupliquer' },
    noApplication: {
      id: 'copies.form.noApplication',
      defaultMessage: "Ce projet n'a aucune application que vous pouvez dupliquer (il faut l'accès complet).",
    },
    destination: { id: 'copies.form.destination', defaultMessage: 'Projet de destination' },
    destinationHint: {
      id: 'copies.form.destinationHint',
      defaultMessage: "Le projet source lui-même convient : la copie s'ajoute à côté de l'original.",
    },
    content: { id: 'copies.form.content', defaultMessage: 'Contenu copié' },
    withRecords: { id: 'copies.form.withRecords', defaultMessage: 'La configuration, les fiches et leurs fichiers' },
    withRecordsHint: {
      id: 'copies.form.withRecordsHint',
      defaultMessage: "L'historique des fiches recommence à la version 1.",
    },
    configOnly: { id: 'copies.form.configOnly', defaultMessage: 'La configuration seulement (formulaires et listes)' },
    submit: { id: 'copies.form.submit', defaultMessage: 'Dupliquer' },
    missingSource: { id: 'copies.form.missingSource', defaultMessage: 'Choisissez le projet source.' },
    missingApplications: { id: 'copies.form.missingApplications', defaultMessage: 'Choisissez au moins une application.' },
    missingDestination: { id: 'copies.form.missingDestination', defaultMessage: 'Choisissez le projet de destination.' },
    copying: { id: 'copies.job.copying', defaultMessage: 'Copie des fiches' },
    failed: { id: 'copies.job.failed', defaultMessage: "La duplication n'a pas pu aboutir ; aucune copie incomplète n'a été gardée." },
    sourceGone: { id: 'copies.job.sourceGone', defaultMessage: 'Une application à copier a été supprimée pendant la copie.' },
    destinationGone: { id: 'copies.job.destinationGone', defaultMessage: 'Le projet de destination a été supprimé pendant la copie.' },
    again: { id: 'copies.job.again', defaultMessage: 'Dupliquer autre chose' },
    copiesList: { id: 'copies.job.list', defaultMessage: 'Les copies' },
  }),
  done: defineMessage<{ count: number }>({
    id: 'copies.job.done',
    defaultMessage: '{count, plural, one {La copie est prête.} other {Les # copies sont prêtes.}}',
  }),
  open: defineMessage<{ title: string }>({
    id: 'copies.job.open',
    defaultMessage: 'Ouvrir «\u00a0{title}\u00a0»',
  }),
};

/** The API's own problem with a copy request (shared/schemas/copies.ts). */
const copyFieldMessages = defineMessages({
  copyApplications: { id: 'validation.copyApplications', defaultMessage: 'Choisissez de 1 à 20 applications différentes.' },
});
addFieldMessages(copyFieldMessages);
