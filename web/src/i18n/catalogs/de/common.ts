import type { Catalog } from '@/i18n/catalog';
import type { common as english } from '../en/common';

export const common: Catalog<typeof english> = {
  actions: {
    cancel: 'Abbrechen',
    close: 'Schließen',
    save: 'Speichern',
    delete: 'Löschen',
    copy: 'Kopieren',
    copied: 'Kopiert',
    edit: 'Bearbeiten',
    retry: 'Erneut versuchen',
    confirm: 'Bestätigen',
  },
  loading: 'Wird geladen …',
  none: '—',
  unreachable:
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  requestFailed: 'Anfrage fehlgeschlagen ({{status}})',
};
