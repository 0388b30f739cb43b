/**
 * Texts of the organiser's console of an interactive module (docs/product.md, "Screens and routes" and "Entities").
 * Keys under `modules.*`: the `modules` catalogue section, downloaded with the console only. Channel names and participants' texts come from
 * the API and are shown as plain text.
 */
import { defineMessage, defineMessages } from 'react-intl';

type Name = { name: string };
type Count = { count: number };

export const consoleMessages = {
  ...defineMessages({
    eyebrow: { id: 'modules.console.eyebrow', defaultMessage: 'Console en direct' },
    nav: { id: 'modules.console.nav', defaultMessage: 'Sections de la console' },
    toDashboard: { id: 'modules.console.toDashboard', defaultMessage: "Tableau de bord de l'application" },
    readOnly: {
      id: 'modules.console.readOnly',
      defaultMessage: 'Votre accès à ce module est en lecture seule : vous suivez le direct sans pouvoir agir.',
    },
    realtime: { id: 'modules.tabs.realtime', defaultMessage: 'Temps réel' },
    notifications: { id: 'modules.tabs.notifications', defaultMessage: 'Notifications' },
    chat: { id: 'modules.tabs.chat', defaultMessage: 'Chat' },
    messages: { id: 'modules.tabs.messages', defaultMessage: 'Messages' },
    config: { id: 'modules.tabs.config', defaultMessage: 'Configuration' },
    open: { id: 'modules.socket.open', defaultMessage: 'Connecté en direct' },
    connecting: { id: 'modules.socket.connecting', defaultMessage: 'Connexion au direct…' },
    reconnecting: { id: 'modules.socket.reconnecting', defaultMessage: 'Reconnexion…' },
    stopped: {
      id: 'modules.socket.stopped',
      defaultMessage: 'Le direct est interrompu. Rechargez la page pour le suivre à nouveau.',
    },
    channel: { id: 'modules.channel.label', defaultMessage: 'Canal suivi' },
    noChannel: {
      id: 'modules.channel.none',
      defaultMessage: "Ce module n'a pas encore de canal. Créez-en un dans la configuration.",
    },
    more: { id: 'modules.list.more', defaultMessage: 'Afficher les plus anciens' },
    loadingMore: { id: 'modules.list.loading', defaultMessage: 'Chargement…' },
    cancel: { id: 'modules.confirm.cancel', defaultMessage: 'Annuler' },
  }),
  newMessages: defineMessage<Count>({
    id: 'modules.tabs.newMessages',
    defaultMessage: '{count, plural, one {# nouveau} other {# nouveaux}}',
  }),
  closedChannel: defineMessage<Name>({ id: 'modules.channel.closed', defaultMessage: '{name} (fermé)' }),
};

export const realtimeMessages = {
  ...defineMessages({
    title: { id: 'modules.realtime.title', defaultMessage: 'Temps réel' },
    channels: { id: 'modules.realtime.channels', defaultMessage: 'Canaux' },
    caption: { id: 'modules.realtime.caption', defaultMessage: 'Canaux du module et participants connectés à chacun' },
    name: { id: 'modules.realtime.name', defaultMessage: 'Canal' },
    status: { id: 'modules.realtime.status', defaultMessage: 'État' },
    connected: { id: 'modules.realtime.connected', defaultMessage: 'Connectés' },
    open: { id: 'modules.realtime.open', defaultMessage: 'Ouvert' },
    closed: { id: 'modules.realtime.closed', defaultMessage: 'Fermé' },
    shareTitle: { id: 'modules.share.title', defaultMessage: 'Lien des participants' },
    shareHint: {
      id: 'modules.share.hint',
      defaultMessage: 'Les participants ouvrent ce lien sur leur téléphone, puis choisissent un canal ouvert.',
    },
    copy: { id: 'modules.share.copy', defaultMessage: 'Copier le lien' },
    copied: { id: 'modules.share.copied', defaultMessage: 'Lien copié.' },
    copyFailed: { id: 'modules.share.copyFailed', defaultMessage: 'La copie a échoué : sélectionnez le lien pour le copier.' },
    period: { id: 'modules.curve.period', defaultMessage: 'Période' },
    noSamples: { id: 'modules.curve.empty', defaultMessage: 'Aucune mesure sur cette période pour le moment.' },
    minimum: { id: 'modules.curve.minimum', defaultMessage: 'Minimum' },
    maximum: { id: 'modules.curve.maximum', defaultMessage: 'Maximum' },
    now: { id: 'modules.curve.now', defaultMessage: 'Maintenant' },
  }),
  hours: defineMessage<{ hours: number }>({
    id: 'modules.curve.hours',
    defaultMessage: '{hours, plural, one {Dernière heure} other {# dernières heures}}',
  }),
  count: defineMessage<Count>({
    id: 'modules.realtime.count',
    defaultMessage: '{count, plural, =0 {Aucun participant connecté} one {# participant connecté} other {# participants connectés}}',
  }),
  unit: defineMessage<Count>({
    id: 'modules.realtime.unit',
    defaultMessage: '{count, plural, one {participant connecté} other {participants connectés}}',
  }),
  countOf: defineMessage<Name>({ id: 'modules.realtime.countOf', defaultMessage: 'Connectés à {name}' }),
  curve: defineMessage<Name>({ id: 'modules.curve.label', defaultMessage: 'Courbe des participants connectés à {name}' }),
  summary: defineMessage<{ hours: number; min: number; max: number; now: number }>({
    id: 'modules.curve.summary',
    defaultMessage:
      '{hours, plural, one {Sur la dernière heure} other {Sur les # dernières heures}} : minimum {min}, maximum {max}, maintenant {now}.',
  }),
};

export const notificationMessages = {
  ...defineMessages({
    title: { id: 'modules.notifications.title', defaultMessage: 'Notifications' },
    compose: { id: 'modules.notifications.compose', defaultMessage: 'Envoyer une notification' },
    text: { id: 'modules.notifications.text', defaultMessage: 'Texte de la notification' },
    required: { id: 'modules.notifications.required', defaultMessage: 'Saisissez le texte de la notification.' },
    tooLong: { id: 'modules.notifications.tooLong', defaultMessage: 'Le texte compte 500 caractères au plus.' },
    send: { id: 'modules.notifications.send', defaultMessage: 'Envoyer' },
    sending: { id: 'modules.notifications.sending', defaultMessage: 'Envoi…' },
    history: { id: 'modules.notifications.history', defaultMessage: 'Notifications envoyées' },
    empty: { id: 'modules.notifications.empty', defaultMessage: "Aucune notification n'a été envoyée sur ce canal." },
    hidden: {
      id: 'modules.notifications.hidden',
      defaultMessage: 'Les participants ne voient pas les notifications : affichez-les dans la configuration.',
    },
  }),
  counter: defineMessage<{ count: number; max: number }>({
    id: 'modules.notifications.counter',
    defaultMessage: '{count} / {max} caractères',
  }),
  sent: defineMessage<Name>({ id: 'modules.notifications.sent', defaultMessage: 'Notification envoyée sur le canal {name}.' }),
};

export const chatMessages = {
  ...defineMessages({
    title: { id: 'modules.chat.title', defaultMessage: 'Chat' },
    empty: { id: 'modules.chat.empty', defaultMessage: 'Aucun message dans le chat de ce canal.' },
    hidden: {
      id: 'modules.chat.hidden',
      defaultMessage: 'Le chat est masqué aux participants : affichez-le dans la configuration.',
    },
    delete: { id: 'modules.chat.delete', defaultMessage: 'Supprimer' },
    deleteTitle: { id: 'modules.chat.deleteTitle', defaultMessage: 'Supprimer ce message ?' },
    deleteConfirm: { id: 'modules.chat.deleteConfirm', defaultMessage: 'Supprimer le message' },
    deleted: { id: 'modules.chat.deleted', defaultMessage: 'Le message a été supprimé.' },
    mute: { id: 'modules.chat.mute', defaultMessage: 'Rendre muet' },
    unmute: { id: 'modules.chat.unmute', defaultMessage: 'Rendre la parole' },
    ban: { id: 'modules.chat.ban', defaultMessage: 'Exclure' },
    banConfirm: { id: 'modules.chat.banConfirm', defaultMessage: 'Exclure' },
    mutedTag: { id: 'modules.chat.mutedTag', defaultMessage: 'muet' },
    bannedTag: { id: 'modules.chat.bannedTag', defaultMessage: 'exclu' },
  }),
  log: defineMessage<Name>({ id: 'modules.chat.log', defaultMessage: 'Chat du canal {name}' }),
  deleteLabel: defineMessage<Name>({ id: 'modules.chat.deleteLabel', defaultMessage: 'Supprimer le message de {name}' }),
  deleteText: defineMessage<Name>({
    id: 'modules.chat.deleteText',
    defaultMessage: 'Le message de {name} disparaîtra pour tous les participants.',
  }),
  muteLabel: defineMessage<Name>({ id: 'modules.chat.muteLabel', defaultMessage: 'Rendre muet : {name}' }),
  unmuteLabel: defineMessage<Name>({ id: 'modules.chat.unmuteLabel', defaultMessage: 'Rendre la parole à {name}' }),
  banLabel: defineMessage<Name>({ id: 'modules.chat.banLabel', defaultMessage: 'Exclure {name}' }),
  banTitle: defineMessage<Name>({ id: 'modules.chat.banTitle', defaultMessage: 'Exclure {name} ?' }),
  banText: defineMessage<Name>({
    id: 'modules.chat.banText',
    defaultMessage: '{name} sera déconnecté et ne pourra plus rejoindre le module.',
  }),
  muted: defineMessage<Name>({ id: 'modules.chat.muted', defaultMessage: '{name} ne peut plus écrire dans le chat.' }),
  unmuted: defineMessage<Name>({ id: 'modules.chat.unmuted', defaultMessage: '{name} peut de nouveau écrire dans le chat.' }),
  banned: defineMessage<Name>({ id: 'modules.chat.banned', defaultMessage: '{name} est exclu du module.' }),
};

export const privateMessages = {
  ...defineMessages({
    title: { id: 'modules.messages.title', defaultMessage: 'Messages des participants' },
    empty: { id: 'modules.messages.empty', defaultMessage: "Aucun participant n'a encore écrit." },
    new: { id: 'modules.messages.new', defaultMessage: 'Nouveau' },
    read: { id: 'modules.messages.read', defaultMessage: 'Lu' },
    answered: { id: 'modules.messages.answered', defaultMessage: 'Répondu' },
    markRead: { id: 'modules.messages.markRead', defaultMessage: 'Marquer comme lu' },
    markAnswered: { id: 'modules.messages.markAnswered', defaultMessage: 'Marquer comme répondu' },
    conflict: {
      id: 'modules.messages.conflict',
      defaultMessage: 'Ce message venait de changer : la liste a été rechargée. Vérifiez-le avant de réessayer.',
    },
  }),
  from: defineMessage<{ name: string; channel: string }>({ id: 'modules.messages.from', defaultMessage: '{name}, canal {channel}' }),
  markReadLabel: defineMessage<Name>({ id: 'modules.messages.markReadLabel', defaultMessage: 'Marquer comme lu : message de {name}' }),
  markAnsweredLabel: defineMessage<Name>({
    id: 'modules.messages.markAnsweredLabel',
    defaultMessage: 'Marquer comme répondu : message de {name}',
  }),
};

export const configMessages = {
  ...defineMessages({
    title: { id: 'modules.config.title', defaultMessage: 'Configuration' },
    global: { id: 'modules.config.global', defaultMessage: 'Configuration globale' },
    notificationVisible: { id: 'modules.config.notificationVisible', defaultMessage: 'Notifications visibles' },
    notificationVisibleHint: { id: 'modules.config.notificationVisibleHint', defaultMessage: 'Les participants voient les notifications.' },
    chatVisible: { id: 'modules.config.chatVisible', defaultMessage: 'Chat visible' },
    chatVisibleHint: { id: 'modules.config.chatVisibleHint', defaultMessage: 'Les participants voient et utilisent le chat.' },
    autoDeleteConnection: { id: 'modules.config.autoDeleteConnection', defaultMessage: 'Suppression automatique des connexions' },
    autoDeleteConnectionHint: {
      id: 'modules.config.autoDeleteConnectionHint',
      defaultMessage: 'Les connexions qui ne répondent plus sont fermées et retirées du nombre de connectés.',
    },
    pong: { id: 'modules.config.pong', defaultMessage: 'Intervalle du signal de présence (secondes)' },
    pongHint: {
      id: 'modules.config.pongHint',
      defaultMessage: 'De 5 à 300 secondes : une connexion silencieuse pendant deux intervalles est fermée.',
    },
    pongRange: { id: 'modules.config.pongRange', defaultMessage: 'Saisissez un nombre entier de secondes de 5 à 300.' },
    logMinute: { id: 'modules.config.logMinute', defaultMessage: 'Relevé du nombre de connectés (minutes)' },
    logMinuteHint: {
      id: 'modules.config.logMinuteHint',
      defaultMessage: 'De 1 à 60 : toutes les N minutes, le nombre de connectés de chaque canal est relevé et gardé pour la courbe.',
    },
    logMinuteRange: { id: 'modules.config.logMinuteRange', defaultMessage: 'Saisissez un nombre entier de minutes de 1 à 60.' },
    password: { id: 'modules.config.password', defaultMessage: 'Mot de passe des participants' },
    passwordSet: { id: 'modules.config.passwordSet', defaultMessage: 'Un mot de passe est demandé pour rejoindre.' },
    passwordNone: { id: 'modules.config.passwordNone', defaultMessage: 'Aucun mot de passe : tout le monde peut rejoindre.' },
    keep: { id: 'modules.config.keep', defaultMessage: 'Ne pas le changer' },
    noPassword: { id: 'modules.config.noPassword', defaultMessage: 'Pas de mot de passe' },
    showPassword: { id: 'modules.config.showPassword', defaultMessage: 'Afficher le mot de passe' },
    set: { id: 'modules.config.set', defaultMessage: 'Définir un mot de passe' },
    change: { id: 'modules.config.change', defaultMessage: 'Changer le mot de passe' },
    remove: { id: 'modules.config.remove', defaultMessage: 'Supprimer le mot de passe' },
    newPassword: { id: 'modules.config.newPassword', defaultMessage: 'Nouveau mot de passe' },
    newPasswordHint: {
      id: 'modules.config.newPasswordHint',
      defaultMessage: 'Les participants le saisiront pour rejoindre (100 caractères au plus).',
    },
    passwordRequired: { id: 'modules.config.passwordRequired', defaultMessage: 'Saisissez le mot de passe (100 caractères au plus).' },
    save: { id: 'modules.config.save', defaultMessage: 'Enregistrer' },
    saving: { id: 'modules.config.saving', defaultMessage: 'Enregistrement…' },
    saved: { id: 'modules.config.saved', defaultMessage: 'La configuration est enregistrée.' },
    reload: { id: 'modules.config.reload', defaultMessage: 'Recharger la dernière version' },
    channels: { id: 'modules.channels.title', defaultMessage: 'Canaux' },
    empty: { id: 'modules.channels.empty', defaultMessage: 'Aucun canal pour le moment.' },
    newName: { id: 'modules.channels.newName', defaultMessage: 'Nom du nouveau canal' },
    nameRequired: { id: 'modules.channels.nameRequired', defaultMessage: 'Saisissez un nom de 60 caractères au plus.' },
    create: { id: 'modules.channels.create', defaultMessage: 'Créer le canal' },
    rename: { id: 'modules.channels.rename', defaultMessage: 'Renommer' },
    close: { id: 'modules.channels.close', defaultMessage: 'Fermer' },
    open: { id: 'modules.channels.open', defaultMessage: 'Ouvrir' },
    closeConfirm: { id: 'modules.channels.closeConfirm', defaultMessage: 'Fermer le canal' },
  }),
  limit: defineMessage<{ count: number; max: number }>({
    id: 'modules.channels.limit',
    defaultMessage: '{count} canaux sur {max} au plus.',
  }),
  created: defineMessage<Name>({ id: 'modules.channels.created', defaultMessage: 'Le canal {name} est créé et ouvert.' }),
  renamed: defineMessage<Name>({ id: 'modules.channels.renamed', defaultMessage: 'Le canal est renommé {name}.' }),
  opened: defineMessage<Name>({ id: 'modules.channels.opened', defaultMessage: 'Le canal {name} est ouvert.' }),
  closedDone: defineMessage<Name>({ id: 'modules.channels.closed', defaultMessage: 'Le canal {name} est fermé.' }),
  renameLabel: defineMessage<Name>({ id: 'modules.channels.renameLabel', defaultMessage: 'Nom du canal {name}' }),
  closeLabel: defineMessage<Name>({ id: 'modules.channels.closeLabel', defaultMessage: 'Fermer le canal {name}' }),
  openLabel: defineMessage<Name>({ id: 'modules.channels.openLabel', defaultMessage: 'Ouvrir le canal {name}' }),
  closeTitle: defineMessage<Name>({ id: 'modules.channels.closeTitle', defaultMessage: 'Fermer le canal {name} ?' }),
  closeText: defineMessage<Count>({
    id: 'modules.channels.closeText',
    defaultMessage:
      '{count, plural, =0 {Personne ne pourra plus le rejoindre.} one {Le participant connecté sera déconnecté, et personne ne pourra plus le rejoindre.} other {Les # participants connectés seront déconnectés, et personne ne pourra plus le rejoindre.}}',
  }),
};
