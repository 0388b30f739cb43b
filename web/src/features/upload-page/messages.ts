/**
 * Texts of the upload page (`/_upload`), under `uploadPage.*`: their own catalogue section, downloaded with that page
 * only. The uploader's own texts (progress, refusal reasons, failures) are those of components/uploads (`uploads.*`).
 */
import { defineMessage, defineMessages } from 'react-intl';

type Name = { name: string };

export const pageMessages = {
  ...defineMessages({
    heading: { id: 'uploadPage.heading', defaultMessage: 'Envoyer vos fichiers' },
    howTo: {
      id: 'uploadPage.howTo',
      defaultMessage:
        "Aucun compte n'est nécessaire. Choisissez vos fichiers, ou glissez-les sur le champ voulu\u00a0: chacun est vérifié puis ajouté aussitôt.",
    },
    alreadySent: { id: 'uploadPage.alreadySent', defaultMessage: 'Ce que vous avez déjà envoyé' },
    nothingYet: { id: 'uploadPage.nothingYet', defaultMessage: "Rien pour l'instant." },
    anyType: { id: 'uploadPage.anyType', defaultMessage: 'Tous les types de fichiers sont acceptés.' },
    oneFile: { id: 'uploadPage.oneFile', defaultMessage: 'Un seul fichier\u00a0: un nouvel envoi remplace le précédent.' },
    noLimit: { id: 'uploadPage.noLimit', defaultMessage: 'Autant de fichiers que nécessaire.' },
    full: { id: 'uploadPage.full', defaultMessage: 'Ce champ a reçu le nombre maximal de fichiers.' },
    chooseFile: { id: 'uploadPage.chooseFile', defaultMessage: 'Choisir un fichier' },
    chooseFiles: { id: 'uploadPage.chooseFiles', defaultMessage: 'Choisir des fichiers' },
    attaching: { id: 'uploadPage.attaching', defaultMessage: 'Ajout à la fiche…' },
    attachProblems: { id: 'uploadPage.attachProblems', defaultMessage: 'Fichiers envoyés mais pas encore ajoutés' },
    // The pages shown instead of the form.
    invalidTitle: { id: 'uploadPage.invalid.title', defaultMessage: 'Lien de dépôt introuvable' },
    expiredTitle: { id: 'uploadPage.expired.title', defaultMessage: 'Lien de dépôt expiré' },
    revokedTitle: { id: 'uploadPage.revoked.title', defaultMessage: 'Lien de dépôt désactivé' },
    tooManyTitle: { id: 'uploadPage.tooMany.title', defaultMessage: 'Trop de tentatives' },
    tooManyText: {
      id: 'uploadPage.tooMany.text',
      defaultMessage: 'Pour protéger ce lien, les essais sont limités. Patientez une minute, puis rechargez la page.',
    },
    failedTitle: { id: 'uploadPage.failed.title', defaultMessage: "La page n'a pas pu être chargée" },
  }),
  documentTitle: defineMessage<{ project: string }>({ id: 'uploadPage.documentTitle', defaultMessage: 'Dépôt de fichiers · {project}' }),
  intro: defineMessage<{ project: string; record: string }>({
    id: 'uploadPage.intro',
    defaultMessage: '{project} vous demande des fichiers pour «\u00a0{record}\u00a0».',
  }),
  /** The record has no name to show (its list's columns are empty). */
  introUnnamed: defineMessage<{ project: string }>({
    id: 'uploadPage.introUnnamed',
    defaultMessage: '{project} vous demande des fichiers.',
  }),
  expires: defineMessage<{ date: string }>({ id: 'uploadPage.expires', defaultMessage: "Ce lien est valable jusqu'au {date}." }),
  types: defineMessage<{ types: string }>({ id: 'uploadPage.types', defaultMessage: 'Types acceptés\u00a0: {types}' }),
  maxSize: defineMessage<{ size: string }>({ id: 'uploadPage.maxSize', defaultMessage: 'Taille maximale\u00a0: {size} par fichier' }),
  count: defineMessage<{ max: number; remaining: number }>({
    id: 'uploadPage.count',
    defaultMessage:
      "{max, plural, one {Jusqu'à # fichier} other {Jusqu'à # fichiers}}\u00a0: {remaining, plural, =0 {plus aucun possible} one {encore # possible} other {encore # possibles}}.",
  }),
  refusedEmpty: defineMessage<Name>({
    id: 'uploadPage.refused.empty',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été envoyé\u00a0: le fichier est vide.",
  }),
  refusedType: defineMessage<Name>({
    id: 'uploadPage.refused.type',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été envoyé\u00a0: ce type de fichier n'est pas accepté ici.",
  }),
  refusedSize: defineMessage<Name & { size: string }>({
    id: 'uploadPage.refused.size',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été envoyé\u00a0: il dépasse {size}.",
  }),
  refusedCount: defineMessage<Name>({
    id: 'uploadPage.refused.count',
    defaultMessage: "«\u00a0{name}\u00a0» n'a pas été envoyé\u00a0: ce champ a reçu le nombre maximal de fichiers.",
  }),
  attached: defineMessage<Name>({ id: 'uploadPage.attached', defaultMessage: '«\u00a0{name}\u00a0» est ajouté à la fiche.' }),
  retryAttach: defineMessage<Name>({ id: 'uploadPage.retryAttach', defaultMessage: "Réessayer d'ajouter {name}" }),
  fieldFiles: defineMessage<{ field: string }>({ id: 'uploadPage.fieldFiles', defaultMessage: 'Déjà envoyés pour «\u00a0{field}\u00a0»' }),
};
