export const passkeys = {};
