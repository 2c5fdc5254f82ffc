export const domains = {};
