import { EMPTY_BREAKDOWN } from '@benefits/domain';
import type { ClaimView } from '../lib/claims/api';

/** The cost of claim 41's one item ($120.00 of massage, no fees or taxes), as the server breaks it down. */
export const claimBreakdown = {
  ...EMPTY_BREAKDOWN,
  payableAmount: 12_000,
  totalPayableAmount: 12_000,
  totalAmount: 12_000,
};

/** A receipt on file: a PDF when its name says so, else a PNG. */
export const claimReceipt = (id: number, fileName: string): ClaimView['receipts'][number] => ({
  id,
  fileName,
  mimeType: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  size: 1200,
  uploadedAt: '2025-03-03T10:01:00.000Z',
});

/**
 * Olivia's (100001) HSA claim 41 with one item of $120.00 of massage, in `status` (R: open, the
 * default), with `receipts` (one PNG by default); submitted when not open.
 */
export const claim41 = ({
  status = 'R',
  receipts = [claimReceipt(3, 'receipt.png')],
}: { status?: ClaimView['status']; receipts?: ClaimView['receipts'] } = {}): ClaimView => ({
  id: 41,
  type: 'HSA',
  status,
  origin: 'O',
  employee: 100001,
  planYear: 2025,
  amounts: {
    total_amount: 12_000,
    admin_fee: 0,
    copay_pct: 0,
    copay: 0,
    gst: 0,
    hst: 0,
    rst: 0,
    pst: 0,
    prem: 0,
    total: 12_000,
    payable: 12_000,
    previous_year_payable: 0,
    funded: 'N',
  },
  breakdown: claimBreakdown,
  estimated: status === 'R',
  printed: 'N',
  auditSelected: 'N',
  items: [
    {
      id: 7,
      patient: '0',
      patient_name: 'Olivia Tremblay',
      service_date: '2025-03-02',
      service: 12,
      service_name: 'Massage therapy',
      service_name_fr: 'Massothérapie',
      provider: 'Harbord Massage',
      provider_number: '',
      amount: 12_000,
      dateTime: '2025-03-03T10:00:00.000Z',
      breakdown: claimBreakdown,
    },
  ],
  receipts,
  auditFiles: [],
  createdAt: '2025-03-03T10:00:00.000Z',
  updatedAt: '2025-03-03T10:01:00.000Z',
  submittedAt: status === 'R' ? null : '2025-03-03T10:02:00.000Z',
});
