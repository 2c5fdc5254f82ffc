export const stats = {};
