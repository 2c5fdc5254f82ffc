export const twoFactor = {};
