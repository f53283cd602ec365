import { registerMessageSection } from '../messages/catalogue';

/**
 * Messages of the tools' Send Receipt and Send Partner Receipt (issue #11; decision 0034). The spec
 * names the pages and calls (send-receipt, send-receipt-partner) but no wording; these follow the
 * other tools' style.
 */
export const RECEIPT_MESSAGES = {
  companyIdRequired: 'Please enter a company ID.',
  partnerIdRequired: 'Please enter a partner ID.',
  companyNotFound: 'There is no company with this ID.',
  partnerNotFound: 'There is no partner with this ID.',
  paymentRequired: 'Please choose a payment.',
  paymentNotFound: 'This payment does not exist for this company.',
  payoutRequired: 'Please choose a payout.',
  payoutNotFound: 'There is no paid commission on this date for this partner.',
  requestInvalid: 'This request cannot be sent: reload the page and try again.',
  noRecipient: 'There is no e-mail address on file: please enter one.',
  receiptSent: 'The receipt is on its way to {{email}}.',
  statementSent: 'The commission statement is on its way to {{email}}.',
} as const;

export type ReceiptMessageKey = keyof typeof RECEIPT_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('receipts', RECEIPT_MESSAGES);

/** Where a company payment shown by Send Receipt comes from: an employer-ledger deposit or a card payment. */
export const RECEIPT_PAYMENT_SOURCES = ['LEDGER', 'CARD'] as const;
export type ReceiptPaymentSource = (typeof RECEIPT_PAYMENT_SOURCES)[number];
