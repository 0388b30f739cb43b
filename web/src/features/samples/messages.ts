/**
 * Texts of the sample-data screen (the fakers; docs/product.md, "Screens and routes"). Keys under `samples.*`: the
 * `samples` catalogue section, downloaded with this screen only. Element names come from the application's
 * configuration.
 */
import { defineMessage, defineMessages } from 'react-intl';
import { addFieldMessages } from '../../lib/field-messages';

type Count = { count: number };

export const samplesMessages = {
  ...defineMessages({
    eyebrow: { id: 'samples.page.eyebrow', defaultMessage: "Données d'exemple" },
    intro: {
      id: 'samples.page.intro',
      defaultMessage:
        "Remplissez les éléments de l'application avec des fiches vraisemblables, dans les langues du projet, pour la présenter. Elles sont marquées comme données d'exemple et se suppriment en une fois.",
    },
    readOnly: {
      id: 'samples.page.readOnly',
      defaultMessage: 'Votre accès à cette application est en lecture seule : vous ne pouvez ni créer ni supprimer de fiches.',
    },
    noElements: { id: 'samples.page.noElements', defaultMessage: "Cette application n'a pas d'élément à remplir." },
    toDashboard: { id: 'samples.page.toDashboard', defaultMessage: "Tableau de bord de l'application" },
    count: { id: 'samples.form.count', defaultMessage: 'Nombre de lignes' },
    countHint: { id: 'samples.form.countHint', defaultMessage: 'De 1 à 10 000 fiches.' },
    generate: { id: 'samples.form.generate', defaultMessage: 'Générer' },
    starting: { id: 'samples.form.starting', defaultMessage: 'Démarrage…' },
    generating: { id: 'samples.job.generating', defaultMessage: "Création des fiches d'exemple" },
    removing: { id: 'samples.job.removing', defaultMessage: "Suppression des fiches d'exemple" },
    waiting: { id: 'samples.job.waiting', defaultMessage: 'En attente…' },
    generateFailed: {
      id: 'samples.job.generateFailed',
      defaultMessage: "La création des fiches d'exemple n'a pas abouti. Les fiches déjà créées sont conservées ; réessayez.",
    },
    removeFailed: {
      id: 'samples.job.removeFailed',
      defaultMessage: "La suppression des fiches d'exemple n'a pas abouti. Réessayez.",
    },
    openList: { id: 'samples.job.openList', defaultMessage: 'Voir la liste' },
    remove: { id: 'samples.remove.action', defaultMessage: "Supprimer les données d'exemple" },
    removeTitle: { id: 'samples.remove.title', defaultMessage: "Supprimer les données d'exemple ?" },
    removeConfirm: { id: 'samples.remove.confirm', defaultMessage: 'Supprimer' },
    cancel: { id: 'samples.remove.cancel', defaultMessage: 'Annuler' },
  }),
  counts: defineMessage<{ records: number; samples: number }>({
    id: 'samples.element.counts',
    defaultMessage:
      "{records, plural, =0 {Aucune fiche} one {# fiche} other {# fiches}}{samples, plural, =0 {} other {, dont # d'exemple}}",
  }),
  generateFor: defineMessage<{ element: string }>({ id: 'samples.form.label', defaultMessage: "Fiches d'exemple de « {element} »" }),
  removeFor: defineMessage<{ element: string }>({
    id: 'samples.remove.label',
    defaultMessage: "Supprimer les données d'exemple de « {element} »",
  }),
  removeText: defineMessage<{ count: number; element: string }>({
    id: 'samples.remove.text',
    defaultMessage:
      "{count, plural, one {La fiche d'exemple} other {Les # fiches d'exemple}} de « {element} » {count, plural, one {sera supprimée} other {seront supprimées}}. Les autres fiches ne changent pas.",
  }),
  progress: defineMessage<{ done: number; total: number }>({ id: 'samples.job.progress', defaultMessage: '{done} sur {total} fiches' }),
  created: defineMessage<Count>({
    id: 'samples.job.created',
    defaultMessage: "{count, plural, =0 {Aucune fiche d'exemple créée} one {# fiche d'exemple créée} other {# fiches d'exemple créées}}",
  }),
  removed: defineMessage<Count>({
    id: 'samples.job.removed',
    defaultMessage:
      "{count, plural, =0 {Aucune fiche d'exemple à supprimer} one {# fiche d'exemple supprimée} other {# fiches d'exemple supprimées}}",
  }),
  kept: defineMessage<Count>({
    id: 'samples.job.kept',
    defaultMessage:
      "{count, plural, one {# fiche d'exemple est conservée : d'autres fiches l'utilisent comme catégorie.} other {# fiches d'exemple sont conservées : d'autres fiches les utilisent comme catégories.}}",
  }),
};

/** The API's own problems with a request for sample data (shared/schemas/samples.ts, functions/records/samples). */
const sampleFieldMessages = defineMessages({
  samplesCount: { id: 'validation.samplesCount', defaultMessage: 'Saisissez un nombre de lignes de 1 à 10 000.' },
  samplesFileRequired: {
    id: 'validation.samplesFileRequired',
    defaultMessage: "Ce formulaire a un champ de fichier obligatoire : des fiches d'exemple ne peuvent pas le remplir.",
  },
});
addFieldMessages(sampleFieldMessages);
