import type { Catalog } from '@/i18n/catalog';
import type { teams as english } from '../en/teams';

export const teams: Catalog<typeof english> = {
  title: 'Équipes',
  headingAll: 'Toutes les équipes',
  headingOwn: 'Vos équipes',
  intro:
    'Une équipe partage des liens. Les lecteurs voient ses liens et leurs statistiques, les éditeurs les créent, les modifient, les déplacent et les suppriment aussi, et les gestionnaires gèrent en plus ses membres et son nom. Le propriétaire et les administrateurs gèrent toutes les équipes.',
  loading: 'Chargement des équipes…',
  loadFailed: 'Impossible de charger les équipes : {{message}}',
  empty:
    'Aucune équipe pour l’instant. Créez-en une pour partager des liens avec d’autres comptes.',
  caption: 'Équipes, par nom',
  create: {
    group: 'Créer une équipe',
    name: 'Nom de l’équipe',
    submit: 'Créer l’équipe',
    created: 'Équipe « {{name}} » créée',
  },
  columns: {
    name: 'Équipe',
    role: 'Votre rôle',
    members: 'Membres',
    links: 'Liens',
    actions: 'Actions',
  },
  roles: {
    viewer: 'Lecteur',
    editor: 'Éditeur',
    manager: 'Gestionnaire',
    none: 'Gère toutes les équipes',
  },
  showMembers: 'Afficher les membres de {{name}}',
  actionsFor: 'Actions pour l’équipe {{name}}',
  menu: {
    members: 'Membres',
    rename: 'Renommer',
    delete: 'Supprimer',
    leave: 'Quitter l’équipe',
  },
  rename: {
    title: 'Renommer {{name}}',
    name: 'Nouveau nom',
    submit: 'Renommer',
    renamed: 'Équipe renommée en « {{name}} »',
  },
  delete: {
    title: 'Supprimer l’équipe {{name}} ?',
    description: 'Ses membres n’y ont plus accès. Cette action est irréversible.',
    hasLinks_one:
      'Elle a encore {{number}} lien : une équipe n’est supprimée qu’une fois ses liens déplacés vers un compte ou une autre équipe.',
    hasLinks_other:
      'Elle a encore {{number}} liens : une équipe n’est supprimée qu’une fois ses liens déplacés vers un compte ou une autre équipe.',
    confirm: 'Supprimer l’équipe',
    deleted: 'Équipe « {{name}} » supprimée',
  },
  leave: {
    title: 'Quitter l’équipe {{name}} ?',
    description:
      'Vous ne voyez plus ses liens, sauf si un gestionnaire vous ajoute à nouveau. Ses liens restent à l’équipe.',
    confirm: 'Quitter l’équipe',
    left: 'Vous avez quitté « {{name}} »',
  },
  members: {
    heading: 'Membres de {{name}}',
    hide: 'Masquer les membres',
    loading: 'Chargement des membres…',
    loadFailed: 'Impossible de charger les membres : {{message}}',
    caption: 'Membres de {{name}}, gestionnaires d’abord',
    columns: {
      username: 'Compte',
      role: 'Rôle',
      added: 'Ajouté le',
      actions: 'Actions',
    },
    you: 'Vous',
    roleOf: 'Rôle de {{username}}',
    roleChanged: '{{username}} est maintenant : {{role}}',
    remove: 'Retirer',
    removeLabel: 'Retirer {{username}}',
    removeTitle: 'Retirer {{username}} de {{team}} ?',
    removeDescription: 'Les liens que {{username}} a créés pour l’équipe restent à l’équipe.',
    removed: '{{username}} retiré de {{team}}',
    readOnly:
      'Seuls les gestionnaires de l’équipe, les administrateurs et le propriétaire modifient ses membres.',
    add: {
      group: 'Ajouter un membre',
      username: 'Nom d’utilisateur',
      role: 'Rôle',
      submit: 'Ajouter le membre',
      added: '{{username}} ajouté comme : {{role}}',
    },
  },
  links: {
    switcher: 'Équipe',
    all: 'Tous les liens',
    emptyTeam: 'Cette équipe n’a pas encore de liens.',
    badge: 'Équipe :',
    field: 'Équipe',
    fieldNone: 'Aucune : mon propre lien',
    fieldHint:
      'Les membres de l’équipe voient le lien ; ses éditeurs et gestionnaires le modifient.',
    move: 'Déplacer vers une équipe…',
    moveTitle: 'Déplacer {{name}}',
    moveDescription: 'Actuellement dans : {{where}}',
    moveTo: 'Déplacer vers',
    mine: 'Mes liens',
    nowhere: 'Aucune équipe ne peut recevoir ce lien de votre part.',
    moveSubmit: 'Déplacer',
    moved: '{{name}} déplacé vers : {{where}}',
  },
  tokens: {
    field: 'Équipe',
    fieldNone: 'Aucune : mes propres liens',
    fieldHint:
      'Un jeton d’équipe n’atteint que les liens de l’équipe, et ne les modifie que dans la mesure où votre rôle dans l’équipe le permet.',
    column: 'Équipe',
    gone: 'Une équipe dont vous ne faites plus partie',
  },
  imports: {
    field: 'Équipe',
    fieldNone: 'Aucune : mes propres liens',
    fieldHint: 'Les liens importés appartiennent à l’équipe.',
  },
  domains: {
    heading: 'Domaines de {{name}}',
    every: 'Ses liens peuvent être sur tous les domaines, selon les règles habituelles.',
    only: 'Ses liens ne peuvent être que sur ces domaines :',
    none: 'Ses liens ne peuvent être sur aucun domaine : les domaines auxquels elle était limitée ont été supprimés. Un administrateur choisit à nouveau.',
    readOnly: 'Seuls les administrateurs et le propriétaire choisissent les domaines d’une équipe.',
    form: 'Choisir les domaines de {{name}}',
    everyChoice: 'Tous les domaines',
    everyHint:
      'Les règles habituelles : tous les domaines pour les administrateurs et le propriétaire ; pour les autres, le domaine par défaut et ceux ouverts aux comptes standard.',
    legend: 'Seulement ces domaines',
    legendHint:
      'Les liens de l’équipe ne vont que sur ces domaines. Ses membres peuvent les utiliser même là où les comptes standard ne peuvent pas créer de liens.',
    required: 'Choisissez au moins un domaine, ou « Tous les domaines ».',
    submit: 'Enregistrer les domaines',
    saved: 'Domaines de {{name}} enregistrés',
    fieldHint: 'L’équipe {{name}} ne met ses liens que sur ces domaines.',
    noneForLinks:
      'L’équipe {{name}} ne peut pour l’instant créer de liens sur aucun domaine : un administrateur choisit ses domaines.',
  },
};
