/**
 * Texts of the conductor page (`…/{objId}/conducteur`; docs/product.md, "Screens and routes"): a record's printable run
 * sheet. Keys under `conductor.*`: the `conductor` catalogue section, downloaded with this page only.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const conductorMessages = {
  ...defineMessages({
    eyebrow: { id: 'conductor.eyebrow', defaultMessage: 'Page conducteur' },
    language: { id: 'conductor.language', defaultMessage: 'Langue des valeurs' },
    languageHint: {
      id: 'conductor.languageHint',
      defaultMessage: 'Les libellés restent dans la langue de l’interface ; les valeurs traduites s’affichent dans cette langue.',
    },
    print: { id: 'conductor.print', defaultMessage: 'Imprimer' },
    toRecord: { id: 'conductor.toRecord', defaultMessage: 'Retour à la fiche' },
    project: { id: 'conductor.project', defaultMessage: 'Projet' },
    application: { id: 'conductor.application', defaultMessage: 'Application' },
    element: { id: 'conductor.element', defaultMessage: 'Liste' },
    empty: { id: 'conductor.empty', defaultMessage: 'Non renseigné' },
    notes: { id: 'conductor.notes', defaultMessage: 'Notes' },
    fields: { id: 'conductor.fields', defaultMessage: 'Contenu de la fiche' },
  }),
  version: defineMessage<{ version: number; date: string }>({
    id: 'conductor.version',
    defaultMessage: 'Version {version} du {date}',
  }),
  languageName: defineMessage<{ language: string }>({
    id: 'conductor.languageName',
    defaultMessage: '{language, select, fr {Français} en {Anglais} es {Espagnol} it {Italien} de {Allemand} other {{language}}}',
  }),
};
