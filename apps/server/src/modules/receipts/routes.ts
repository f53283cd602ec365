import type { ModuleHandlers } from '../../platform/http';
import {
  listCompanyPayments,
  listPartnerPayouts,
  previewCompanyReceipt,
  previewPartnerStatement,
  sendCompanyReceipt,
  sendPartnerStatement,
} from './service';

/** HTTP glue only: each handler acts as the staff member of its scope (PERMIT_SEND_RECEIPTS, checked by the platform). */
export const receiptHandlers: ModuleHandlers<
  | 'toolsReceiptPayments'
  | 'toolsReceiptPreview'
  | 'toolsReceiptSend'
  | 'toolsPartnerReceiptPayouts'
  | 'toolsPartnerReceiptPreview'
  | 'toolsPartnerReceiptSend'
> = {
  toolsReceiptPayments: ({ input, services }) => listCompanyPayments(services, input),
  toolsReceiptPreview: ({ input, services }) => previewCompanyReceipt(services, input),
  toolsReceiptSend: ({ input, staff, services }) => sendCompanyReceipt(services, staff, input),
  toolsPartnerReceiptPayouts: ({ input, services }) => listPartnerPayouts(services, input),
  toolsPartnerReceiptPreview: ({ input, services }) => previewPartnerStatement(services, input),
  toolsPartnerReceiptSend: ({ input, staff, services }) => sendPartnerStatement(services, staff, input),
};
