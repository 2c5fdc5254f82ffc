export const settings = {
  language: {
    title: 'Language',
    label: 'Interface language',
    hint: 'Used on every browser you log in to. "Browser\'s language" follows each browser\'s own setting.',
    browser: "Browser's language",
    saved: 'Language saved',
    failed: 'Could not save the language',
  },
};
