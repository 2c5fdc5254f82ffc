import type { Catalog } from '@/i18n/catalog';
import type { passkeys as english } from '../en/passkeys';

export const passkeys: Catalog<typeof english> = {
  title: 'Clés d’accès',
  intro:
    'Connectez-vous avec le verrouillage d’écran de votre appareil ou une clé de sécurité au lieu d’un mot de passe, ou utilisez une clé d’accès comme seconde étape après celui-ci.',
  unsupported:
    'Ce navigateur ne peut pas utiliser de clés d’accès ici (elles nécessitent https:// ou localhost).',
  list: 'Clés d’accès',
  empty: 'Aucune clé d’accès pour l’instant.',
  newName: 'Nom de la nouvelle clé d’accès',
  newNamePlaceholder: 'ex. : Ordinateur portable',
  add: 'Ajouter une clé d’accès',
  nameInvalid: 'Nommez la clé d’accès : de 1 à 64 caractères.',
  confirmAdd: 'Confirmez pour ajouter une clé d’accès à ce compte.',
  added: 'Clé d’accès ajoutée',
  addFailed: 'La clé d’accès n’a pas pu être ajoutée.',
  name: 'Nom de la clé d’accès',
  usage: 'Ajoutée : {{added}} · Dernière utilisation : {{lastUsed}}',
  never: 'jamais',
  rename: 'Renommer',
  renamed: 'Clé d’accès renommée',
  remove: 'Supprimer',
  confirmRemove:
    'Confirmez pour supprimer la clé d’accès « {{name}} ». Elle ne permettra plus de se connecter.',
  removed: 'Clé d’accès supprimée',
};
