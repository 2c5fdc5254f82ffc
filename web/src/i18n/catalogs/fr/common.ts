import type { Catalog } from '@/i18n/catalog';
import type { common as english } from '../en/common';

export const common: Catalog<typeof english> = {
  actions: {
    cancel: 'Annuler',
    close: 'Fermer',
    save: 'Enregistrer',
    delete: 'Supprimer',
    copy: 'Copier',
    copied: 'Copié',
    edit: 'Modifier',
    retry: 'Réessayer',
    confirm: 'Confirmer',
  },
  loading: 'Chargement…',
  none: '—',
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  requestFailed: 'La requête a échoué ({{status}})',
};
