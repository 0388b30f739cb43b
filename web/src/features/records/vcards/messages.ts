/**
 * Texts of the vCards dialog (opened from the records list). Keys under `exports.vcard.*`: the `exports` catalogue
 * section, which the list's route declares (the dialog is loaded when opened, its texts come with the list).
 */
import { defineMessage, defineMessages } from 'react-intl';
import type { VcardProperty } from '../../../../../shared/schemas/exports';

export const vcardMessages = {
  ...defineMessages({
    title: { id: 'exports.vcard.title', defaultMessage: 'Générer des vCards' },
    intro: {
      id: 'exports.vcard.intro',
      defaultMessage: "Un fichier .vcf (vCard 4.0) avec une carte par fiche, que les carnets d'adresses et les badgeuses savent lire.",
    },
    records: { id: 'exports.vcard.records', defaultMessage: 'Fiches' },
    mapping: { id: 'exports.vcard.mapping', defaultMessage: 'Champs de la carte' },
    mappingHint: {
      id: 'exports.vcard.mappingHint',
      defaultMessage: "Chaque propriété de la carte prend la valeur du champ choisi. Proposés d'après les valeurs techniques des champs.",
    },
    none: { id: 'exports.vcard.none', defaultMessage: '— Aucun —' },
    language: { id: 'exports.vcard.language', defaultMessage: 'Langue des textes traduits' },
    generate: { id: 'exports.vcard.generate', defaultMessage: 'Générer' },
    generating: { id: 'exports.vcard.generating', defaultMessage: 'Génération des vCards' },
    download: { id: 'exports.vcard.download', defaultMessage: 'Télécharger' },
    downloading: { id: 'exports.vcard.downloading', defaultMessage: 'Préparation du téléchargement…' },
    cancel: { id: 'exports.vcard.cancel', defaultMessage: 'Annuler' },
    close: { id: 'exports.vcard.close', defaultMessage: 'Fermer' },
    noName: {
      id: 'exports.vcard.noName',
      defaultMessage: "Choisissez au moins un champ pour le prénom, le nom, le nom affiché ou l'e-mail.",
    },
    failed: { id: 'exports.vcard.failed', defaultMessage: "La génération des vCards n'a pas abouti." },
  }),
  scopeAll: defineMessage<{ count: number }>({
    id: 'exports.vcard.scopeAll',
    defaultMessage: '{count, plural, =0 {Toutes les fiches} one {Toutes les fiches (# fiche)} other {Toutes les fiches (# fiches)}}',
  }),
  scopeSearch: defineMessage<{ query: string }>({
    id: 'exports.vcard.scopeSearch',
    defaultMessage: 'Les fiches de la recherche «\u00a0{query}\u00a0»',
  }),
  scopeSelection: defineMessage<{ count: number }>({
    id: 'exports.vcard.scopeSelection',
    defaultMessage: '{count, plural, one {La fiche sélectionnée} other {Les # fiches sélectionnées}}',
  }),
  done: defineMessage<{ count: number; fileName: string }>({
    id: 'exports.vcard.done',
    defaultMessage: '{count, plural, =0 {Aucune carte} one {# carte} other {# cartes}} dans {fileName}.',
  }),
};

/** The vCard properties as the dialog names them. */
export const propertyMessages: Record<VcardProperty, ReturnType<typeof defineMessage>> = defineMessages({
  given: { id: 'exports.vcard.property.given', defaultMessage: 'Prénom' },
  family: { id: 'exports.vcard.property.family', defaultMessage: 'Nom' },
  fn: { id: 'exports.vcard.property.fn', defaultMessage: 'Nom affiché' },
  email: { id: 'exports.vcard.property.email', defaultMessage: 'E-mail' },
  tel: { id: 'exports.vcard.property.tel', defaultMessage: 'Téléphone' },
  org: { id: 'exports.vcard.property.org', defaultMessage: 'Organisation' },
  title: { id: 'exports.vcard.property.title', defaultMessage: 'Fonction' },
  url: { id: 'exports.vcard.property.url', defaultMessage: 'Site web' },
  note: { id: 'exports.vcard.property.note', defaultMessage: 'Note' },
});
