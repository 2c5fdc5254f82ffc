import type { Catalog } from '@/i18n/catalog';
import type { webhooks as english } from '../en/webhooks';

export const webhooks: Catalog<typeof english> = {
  title: 'Webhooks',
  list: {
    description:
      'Linkhop envoie par POST un message JSON signé à chaque point de terminaison quand l’un de ses événements touche vos liens.',
    empty: 'Aucun webhook pour l’instant.',
    loadFailed: 'Impossible de charger les webhooks : {{message}}',
    actionsFor: 'Actions pour {{url}}',
    columns: {
      endpoint: 'Point de terminaison',
      events: 'Événements',
      state: 'État',
      pending: 'En attente',
      dropped: 'Abandonnés',
      actions: 'Actions',
    },
  },
  state: {
    active: 'Actif',
    paused: 'En pause',
    failing: 'En échec',
    failingSince: 'En échec depuis le {{time}}',
  },
  kinds: {
    matomo: 'Transfert vers Matomo',
    plausible: 'Transfert vers Plausible',
    umami: 'Transfert vers Umami',
  },
  kindChoice: {
    legend: 'Envoie à',
    webhook: 'Webhook signé',
    webhookHint:
      'Des messages JSON signés sur les événements choisis, vers un point de terminaison à vous.',
    matomoHint: 'Transfère les visites vers un site de votre Matomo.',
    plausibleHint: 'Transfère les visites vers un site dans Plausible.',
    umamiHint: 'Transfère les visites vers un site web de votre Umami.',
    shown: 'Envoie à : {{kind}}. Pour envoyer ailleurs, ajoutez-en un autre.',
  },
  forwarding: {
    url: 'Point de terminaison de suivi',
    urlHint: {
      matomo: 'Le point de terminaison de suivi de votre Matomo, par exemple {{example}}.',
      plausible:
        'L’API Events de Plausible : {{example}}, ou le même chemin sur votre propre Plausible.',
      umami: 'Le point de terminaison de suivi de votre Umami, par exemple {{example}}.',
    },
    siteId: 'ID du site',
    siteIdHint: 'Le numéro du site dans Matomo (Administration → Sites web → Gérer).',
    tokenAuth: 'Jeton (token_auth)',
    tokenAuthHint:
      'Facultatif. Nécessaire pour transférer le pays du visiteur : le jeton d’un utilisateur Matomo qui a le droit d’écriture sur le site.',
    tokenAuthKept:
      'Un jeton est enregistré : il reste inchangé sauf si vous en saisissez un nouveau.',
    siteDomain: 'Domaine du site',
    siteDomainHint: 'Le domaine du site tel qu’enregistré dans Plausible, par exemple {{example}}.',
    websiteId: 'ID du site web',
    websiteIdHint: 'L’ID du site web dans Umami (Paramètres → Sites web), un UUID.',
    visitsOnly:
      'Les visites humaines des liens sont transférées (pas celles des robots), et jamais l’adresse du visiteur.',
  },
  scope: {
    legend: 'Liens',
    account: 'Mes liens',
    accountHint: 'Les liens que vous avez créés.',
    instance: 'Tous les liens de l’instance',
    instanceHint: 'Les liens de tous les comptes, et les liens importés sans auteur.',
    badge: 'Toute l’instance',
  },
  failing: {
    title_one: 'Les livraisons à un webhook échouent',
    title_other: 'Les livraisons à {{count}} webhooks échouent',
    since: '{{url}} : en échec depuis le {{time}}',
    advice:
      'Une livraison a été abandonnée après environ un jour de nouvelles tentatives. Réparez le point de terminaison, puis envoyez un événement de test ou relivrez : le prochain succès, ou la reprise du webhook, efface cet avertissement.',
  },
  events: {
    linkCreated: 'un lien est créé',
    linkUpdated: 'un lien est modifié',
    linkDeleted: 'un lien est supprimé',
    linkExpired: 'un lien expire',
    linkExhausted: 'un lien a épuisé ses visites',
    visit: 'un lien est visité',
    importFinished: 'une importation se termine',
    accountCreated: 'un compte est créé sur cette instance',
    accountDisabled: 'un compte est désactivé sur cette instance',
  },
  fields: {
    url: 'URL du point de terminaison',
    urlHint:
      'Une adresse http ou https qui accepte les requêtes POST. Les adresses de cette machine ou d’un réseau privé sont refusées, sauf si le serveur les autorise.',
    description: 'Description',
    descriptionHint: 'Facultative, 200 caractères au plus.',
    events: 'Événements',
    event: '{{event}} — {{description}}',
    instanceEvents:
      'Les événements de compte concernent toute l’instance : seuls le propriétaire et les administrateurs les reçoivent.',
    filters: 'Seulement pour certains liens (facultatif)',
    filtersHint:
      'Les événements d’un lien passent quand le lien correspond à chaque liste remplie (à l’une de ses valeurs). Des listes vides laissent passer tous vos liens.',
    filtersHintInstance:
      'Les événements d’un lien passent quand le lien correspond à chaque liste remplie (à l’une de ses valeurs). Des listes vides laissent passer tous les liens de l’instance.',
    tags: 'Étiquettes',
    tagsHint: 'Séparées par des virgules.',
    links: 'Identifiants de liens',
    linksHint:
      'Séparés par des virgules. L’identifiant d’un lien figure dans l’adresse de sa page de statistiques.',
    domains: 'Domaines',
  },
  validation: {
    url: 'Saisissez une adresse http:// ou https:// avec un hôte, sans espaces, identifiants ni #fragment (2048 caractères au plus).',
    description: '{{max}} caractères au plus, sans caractères de contrôle.',
    events: 'Choisissez au moins un événement.',
    filters: '{{max}} valeurs au plus, de {{length}} caractères au plus chacune.',
    siteId: 'Saisissez le numéro du site dans Matomo, un nombre entier à partir de 1.',
    tokenAuth: '{{max}} caractères au plus, sans espaces, guillemets ni barres obliques inverses.',
    siteDomain:
      'Saisissez le domaine du site tel qu’enregistré dans Plausible, par exemple example.com, sans https:// ni chemin.',
    websiteId:
      'Saisissez l’ID du site web affiché par Umami, un UUID comme 4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f.',
  },
  create: {
    open: 'Ajouter un webhook',
    title: 'Ajouter un webhook',
    description:
      'Choisissez où envoyer les événements, et lesquels. Son secret de signature est affiché une seule fois, ensuite.',
    paused: 'Le créer en pause',
    pausedHint: 'Rien ne lui est envoyé avant que vous le repreniez.',
    submit: 'Ajouter le webhook',
    forwardingDescription:
      'Transférez les visites des liens vers un service d’analyse. Rien n’est signé, donc aucun secret n’est affiché.',
    submitForwarding: 'Ajouter le transfert',
    forwardingAdded: '{{kind}} ajouté',
  },
  edit: {
    title: 'Modifier le webhook',
    forwardingTitle: 'Modifier le transfert',
    updated: 'Webhook mis à jour',
  },
  delete: {
    title: 'Supprimer ce webhook ?',
    description: 'Plus rien n’est envoyé à {{url}}, et son journal de livraisons est supprimé.',
    pending_one: 'Sa livraison en attente est abandonnée aussi.',
    pending_other: 'Ses {{number}} livraisons en attente sont abandonnées aussi.',
    submit: 'Supprimer le webhook',
    deleted: 'Webhook {{url}} supprimé',
  },
  secret: {
    title: 'Webhook ajouté',
    rotatedTitle: 'Nouveau secret de signature',
    description: 'Le secret de signature de {{url}}.',
    onlyOnce: 'Copiez-le maintenant : vous ne le reverrez pas.',
    previousUntil:
      'L’ancien secret signe aussi les livraisons jusqu’au {{time}} (24 heures), pour que vous puissiez mettre à jour votre récepteur sans en manquer une.',
    previousDay:
      'L’ancien secret signe aussi les livraisons pendant 24 heures, pour que vous puissiez mettre à jour votre récepteur sans en manquer une.',
    howToVerify:
      'Chaque livraison porte les en-têtes Standard Webhooks webhook-id, webhook-timestamp et webhook-signature, signés avec ce secret.',
    copy: 'Copier le secret',
    copied: 'Secret copié',
    copyFailed: 'Échec de la copie',
    done: 'Terminé',
  },
  rotate: {
    title: 'Renouveler le secret de signature ?',
    description:
      'Un nouveau secret signe les livraisons à partir de maintenant. L’ancien les signe aussi pendant 24 heures, pour que les récepteurs changent sans en manquer une.',
    confirm: 'Renouveler le secret',
  },
  actions: {
    deliveries: 'Journal de livraisons',
    sendTest: 'Envoyer un événement de test',
    testQueued: 'Événement de test mis en file : il part dans la seconde',
    pause: 'Mettre en pause',
    resume: 'Reprendre',
    paused: 'Webhook mis en pause',
    resumed: 'Webhook repris',
    rotateSecret: 'Renouveler le secret',
    delete: 'Supprimer',
  },
  details: {
    back: '← Tous les webhooks',
    title: 'Webhook',
    notFound: 'Ce webhook n’existe pas, ou a été supprimé.',
    loadFailed: 'Impossible de charger le webhook : {{message}}',
    events: 'Événements',
    target: 'Site chez le service',
    filters: 'Liens',
    everyLink: 'Tous vos liens',
    everyLinkInstance: 'Tous les liens de l’instance',
    tags: 'Étiquettes',
    links: 'Identifiants de liens',
    domains: 'Domaines',
    pending: 'Livraisons en attente',
    dropped: 'Événements abandonnés',
    droppedHint:
      'Des événements sont abandonnés quand la file du compte est pleine : un point de terminaison longtemps injoignable, ou trop d’événements à la fois.',
    previousSecret: 'Ancien secret valable jusqu’au',
    created: 'Créé',
  },
  log: {
    title: 'Journal de livraisons',
    description:
      'Les plus récentes d’abord, conservées 30 jours. Une tentative échouée est retentée à intervalles croissants pendant environ un jour.',
    refresh: 'Actualiser',
    empty: 'Rien n’a encore été envoyé à ce webhook. Envoyez un événement de test pour l’essayer.',
    emptyForwarding: 'Rien n’a encore été transféré. Visitez l’un des liens pour l’essayer.',
    loadFailed: 'Impossible de charger le journal de livraisons : {{message}}',
    columns: {
      event: 'Événement',
      state: 'État',
      attempts: 'Tentatives',
      response: 'Réponse',
      created: 'Créée',
      lastAttempt: 'Dernière tentative',
    },
    states: {
      pending: 'En attente',
      delivered: 'Livrée',
      failed: 'Échouée',
    },
    nextAt: 'Prochaine tentative le {{time}}',
    finished: 'Terminée',
    details: 'Détails',
    detailsOf: 'Détails de {{id}}',
    redeliver: 'Relivrer',
    redeliverOf: 'Relivrer {{id}}',
    redelivering: 'Livraison remise en file',
    messageId: 'Identifiant du message (webhook-id)',
    responseBody: 'Réponse (premier Kio)',
    noResponse: 'Aucune réponse n’a été reçue.',
    error: 'Erreur',
    payload: 'Contenu envoyé',
    shown_one: '{{number}} livraison affichée',
    shown_other: '{{number}} livraisons affichées',
    older: 'Afficher les livraisons plus anciennes',
  },
};
