// Settings → Security: the account's passkeys.
export const passkeys = {
  title: 'Passkeys',
  intro:
    "Log in with your device's screen lock or a security key instead of a password, or use a passkey as the second step after it.",
  unsupported: 'This browser cannot use passkeys here (they need https:// or localhost).',
  list: 'Passkeys',
  empty: 'No passkeys yet.',
  newName: 'Name of the new passkey',
  newNamePlaceholder: 'e.g. Laptop',
  add: 'Add a passkey',
  nameInvalid: 'Name the passkey: 1 to 64 characters.',
  confirmAdd: 'Confirm to add a passkey to this account.',
  added: 'Passkey added',
  addFailed: 'The passkey could not be added.',
  name: 'Passkey name',
  usage: 'Added {{added}} · Last used {{lastUsed}}',
  never: 'never',
  rename: 'Rename',
  renamed: 'Passkey renamed',
  remove: 'Remove',
  confirmRemove: 'Confirm to remove the passkey “{{name}}”. It will no longer log in.',
  removed: 'Passkey removed',
};
