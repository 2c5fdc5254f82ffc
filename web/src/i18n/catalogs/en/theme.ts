// The light / dark theme switch.
export const theme = {
  dark: 'Dark theme',
};
