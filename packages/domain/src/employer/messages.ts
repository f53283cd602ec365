import { registerMessageSection } from '../messages/catalogue';
/**
 * Messages of the company area (company details, business banking) that the spec does not give.
 * The spec's own texts ('Please correct the missing information above', 'Please accept the
 * agreement to continue', 'Banking document attached', the field rules' messages) stay in MESSAGES;
 * these follow their wording.
 */
export const EMPLOYER_MESSAGES = {
  companySaved: 'Saved company information',
  companyBankingSaved: 'Saved company banking details',
  companyBankingDocumentMissing: 'No void cheque is on file for the company.',
  voidChequeRequired: 'Please attach a void cheque or a bank letter for the company account.',
  // Staff refused the account on file (a failed PAD audit, decision 0029): saving it again needs new proof.
  newVoidChequeRequired:
    'Please attach a new void cheque or bank letter for the company account: the one on file was not accepted.',
  signatoryRequired: 'Please fill out the name of the person authorising the debits',
} as const;

export type EmployerMessageKey = keyof typeof EMPLOYER_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('employer', EMPLOYER_MESSAGES);
