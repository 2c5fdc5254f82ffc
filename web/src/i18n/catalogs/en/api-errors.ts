export const apiErrors = {};
