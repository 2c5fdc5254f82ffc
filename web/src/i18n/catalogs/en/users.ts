export const users = {};
