import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * Send Receipt and Send Partner Receipt (server module receipts, decision 0034). Query keys are below
 * 'tools' so a tools logout drops them.
 */
export type CompanyPayments = ResponseOf<typeof api.toolsReceiptPayments>;
export type CompanyPayment = CompanyPayments['payments'][number];
export type PartnerPayouts = ResponseOf<typeof api.toolsPartnerReceiptPayouts>;
export type Payout = PartnerPayouts['payouts'][number];
export type ReceiptPreview = ResponseOf<typeof api.toolsReceiptPreview>;

export const quiet = { area: 'tools', snackbar: false } as const;

/** `allowed`: the screen's gate lets the staff member in (otherwise nothing is asked). */
export const useCompanyPayments = (companyId: number | null, allowed: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['tools', 'receipts', 'company', companyId],
      queryFn: ({ signal }) =>
        call(api.toolsReceiptPayments, { companyId: companyId! }, { ...quiet, signal }),
      enabled: allowed && companyId !== null,
      retry: false,
    }),
  );

/** `allowed`: the screen's gate lets the staff member in (otherwise nothing is asked). */
export const usePartnerPayouts = (partnerId: number | null, allowed: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['tools', 'receipts', 'partner', partnerId],
      queryFn: ({ signal }) =>
        call(api.toolsPartnerReceiptPayouts, { partnerId: partnerId! }, { ...quiet, signal }),
      enabled: allowed && partnerId !== null,
      retry: false,
    }),
  );
