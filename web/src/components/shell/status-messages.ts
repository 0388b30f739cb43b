import { defineMessage, defineMessages } from 'react-intl';

// The error page must read well even without its catalogue (see web/i18n-precompile.ts): no placeholders
// in what it shows, except the 404 message of docs/product.md, "Errors", which only the 404 page uses.

/** The exact 404 and error-page strings (docs/product.md, "Errors"), plus the words around them. */
export const statusMessages = defineMessages({
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'Page introuvable' },
  notFoundHelp: {
    id: 'notFound.help',
    defaultMessage: "L'adresse demandée ne correspond à aucune page. Vérifiez-la ou repartez de l'accueil.",
  },
  errorInternal: { id: 'error.internal', defaultMessage: 'Internal Server Error' },
  errorNotFound: { id: 'error.notFound', defaultMessage: 'Page Not Found' },
  errorHelp: {
    id: 'error.help',
    defaultMessage: "Une erreur inattendue a interrompu l'affichage de cette page. Vous pouvez la recharger ou repartir de l'accueil.",
  },
  backHome: { id: 'status.backHome', defaultMessage: "Retour à l'accueil" },
  reload: { id: 'status.reload', defaultMessage: 'Recharger la page' },
  statusLabel: { id: 'status.label', defaultMessage: 'Erreur' },
});

/** "Page not found: {path}" (docs/product.md, "Errors", exact). */
export const notFoundMessage = defineMessage<{ path: string }>({ id: 'notFound.message', defaultMessage: 'Page not found: {path}' });
