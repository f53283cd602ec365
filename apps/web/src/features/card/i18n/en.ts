import { PAYMENT_MESSAGES } from '@benefits/domain';

/** English text of the `card` namespace (lib/i18n/namespaces.ts; decision 0018). */
export const en = {
  card: {
    onFileTitle: 'Card on file',
    card: 'Card',
    masked: '{{brand}} •••• {{last4}}',
    expires: 'Expires',
    none: 'No card is on file for your company yet.',
    replace: 'Replace card',
    add: 'Add a card',
    howStripe:
      'You will type the new card on Stripe’s secure page; its number never reaches us. You come back here when it is saved.',
    howOffline:
      'You will type the new card on the test provider’s page, then come back here when it is saved.',
    offlineProvider:
      'Test payment provider: no real card is charged. Only Stripe’s test cards are accepted, such as 4242 4242 4242 4242.',
    replaced: 'The new card is on file.',
    confirming: 'Confirming the new card with the payment provider…',
    cancelled: 'Card update cancelled. The card on file is unchanged.',
    failed: 'The card could not be saved.',
    expiredSession: 'This card update has expired. Please start again.',
    emailTitle: 'Receipt e-mail',
    emailHelp: 'Card receipts for your company are sent to this address.',
    emailLabel: 'Receipt e-mail address',
    emailSave: 'Save receipt e-mail',
    serverMessages: { ...PAYMENT_MESSAGES },
  },
};
