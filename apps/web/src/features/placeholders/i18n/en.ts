/** English text of the `placeholders` namespace (lib/i18n/namespaces.ts; decision 0018). */
export const en = {
  placeholders: {
    notAvailable: 'This section is not available yet.',
    toDashboard: 'Back to the dashboard',
  },
};
