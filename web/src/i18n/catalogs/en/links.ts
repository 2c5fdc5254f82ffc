export const links = {};
