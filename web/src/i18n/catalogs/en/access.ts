export const access = {};
