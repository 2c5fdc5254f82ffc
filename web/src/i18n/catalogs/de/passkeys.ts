import type { Catalog } from '@/i18n/catalog';
import type { passkeys as english } from '../en/passkeys';

export const passkeys: Catalog<typeof english> = {
  title: 'Passkeys',
  intro:
    'Melden Sie sich mit der Bildschirmsperre Ihres Geräts oder einem Sicherheitsschlüssel statt mit einem Passwort an, oder verwenden Sie einen Passkey als zweiten Schritt danach.',
  unsupported:
    'Dieser Browser kann hier keine Passkeys verwenden (dafür ist https:// oder localhost nötig).',
  list: 'Passkeys',
  empty: 'Noch keine Passkeys.',
  newName: 'Name des neuen Passkeys',
  newNamePlaceholder: 'z. B. Laptop',
  add: 'Passkey hinzufügen',
  nameInvalid: 'Geben Sie dem Passkey einen Namen mit 1 bis 64 Zeichen.',
  confirmAdd: 'Bestätigen Sie, um diesem Konto einen Passkey hinzuzufügen.',
  added: 'Passkey hinzugefügt',
  addFailed: 'Der Passkey konnte nicht hinzugefügt werden.',
  name: 'Name des Passkeys',
  usage: 'Hinzugefügt: {{added}} · Zuletzt verwendet: {{lastUsed}}',
  never: 'nie',
  rename: 'Umbenennen',
  renamed: 'Passkey umbenannt',
  remove: 'Entfernen',
  confirmRemove:
    'Bestätigen Sie, um den Passkey „{{name}}“ zu entfernen. Damit ist keine Anmeldung mehr möglich.',
  removed: 'Passkey entfernt',
};
