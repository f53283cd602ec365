import { RECEIPT_MESSAGES } from '@benefits/domain';

/** English text of the `receipts` namespace (lib/i18n/namespaces.ts; decision 0018, 0034). */
export const en = {
  receipts: {
    common: {
      find: 'Find',
      idHint: 'Digits only.',
      language: { en: 'Mails in English', fr: 'Mails in French' },
      recipient: 'Recipient',
      address: 'E-mail address',
      override: 'Another address (optional)',
      overrideHint: 'Leave empty to send to {{email}}.',
      overrideHintNone: 'There is no address on file: enter one.',
      preview: 'Preview',
      previewTitle: 'What will be sent',
      to: 'To',
      subject: 'Subject',
      attachment: 'Attachment',
      documentLabel: 'The PDF attached',
      sentTitle: 'Sent',
      loadFailed: 'The list could not be loaded.',
    },
    company: {
      intro:
        'Find a company by its ID, choose one of its payments and send the company a receipt as a PDF, in its language.',
      lookup: 'Company',
      id: 'Company ID',
      receiptEmail: 'Receipt e-mail',
      noEmail: 'None on file',
      payments: 'Payments',
      paymentsLabel: 'Payments of {{name}}, newest first',
      empty: 'This company has no payments yet.',
      methods: { DEPOSIT: 'Deposit', CARD: 'Card' },
      card: '{{brand}} ending in {{last4}}',
      choose: 'Choose a payment above to preview and send its receipt.',
      send: 'Send receipt',
    },
    partner: {
      intro:
        'Find a partner (agent or manager) by their ID, choose one of their commission payouts and send them its statement as a PDF, in their language.',
      lookup: 'Partner',
      id: 'Partner ID',
      email: 'E-mail',
      roles: { AGENT: 'Agent', MANAGER: 'Manager' },
      payouts: 'Commission payouts',
      payoutsLabel: 'Commission payouts of {{name}}, newest first',
      empty: 'This partner has no paid commissions yet.',
      payout: 'Paid on {{date}}',
      companies_one: '{{count}} company: {{lines}}',
      companies_other: '{{count}} companies: {{lines}}',
      noCompany: 'No company',
      choose: 'Choose a payout above to preview and send its statement.',
      send: 'Send statement',
    },
    // The server’s messages in English are the domain’s own (keyed, decision 0018).
    serverMessages: { ...RECEIPT_MESSAGES },
  },
};
