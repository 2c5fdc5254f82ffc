// Words many screens share. A screen's own sentences live in its own section.
export const common = {
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    delete: 'Delete',
    copy: 'Copy',
    copied: 'Copied',
    edit: 'Edit',
    retry: 'Try again',
    confirm: 'Confirm',
  },
  loading: 'Loading…',
  none: '—',
  unreachable: 'Could not reach the server. Check your connection and try again.',
  requestFailed: 'Request failed ({{status}})',
};
