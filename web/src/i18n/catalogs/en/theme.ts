export const theme = {};
