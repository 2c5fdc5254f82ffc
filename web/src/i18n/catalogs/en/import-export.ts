export const importExport = {};
