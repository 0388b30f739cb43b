/** Texts of the pieces that the project screens and the builder share: languages, breadcrumb, project navigation. */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Language } from '../../../../shared/constants';

export const languageMessages = defineMessages({
  fr: { id: 'projects.language.fr', defaultMessage: 'Français' },
  en: { id: 'projects.language.en', defaultMessage: 'Anglais' },
  es: { id: 'projects.language.es', defaultMessage: 'Espagnol' },
  it: { id: 'projects.language.it', defaultMessage: 'Italien' },
  de: { id: 'projects.language.de', defaultMessage: 'Allemand' },
}) satisfies Record<Language, MessageDescriptor>;

export const headerMessages = defineMessages({
  breadcrumb: { id: 'projects.breadcrumb', defaultMessage: "Fil d'Ariane" },
  myProjects: { id: 'projects.breadcrumb.projects', defaultMessage: 'Mes projets' },
  projectNav: { id: 'projects.nav.label', defaultMessage: 'Rubriques du projet' },
  navDashboard: { id: 'projects.nav.dashboard', defaultMessage: 'Tableau de bord' },
  navConfigure: { id: 'projects.nav.configure', defaultMessage: 'Applications à configurer' },
  loading: { id: 'projects.loading', defaultMessage: 'Chargement…' },
});
