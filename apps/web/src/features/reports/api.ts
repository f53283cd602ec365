import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/client';
import { claimKey, quiet, reportsKey, type ClaimDetails } from '../../lib/claims/api';
import { callWithProgress, readAsDataUrl, type UploadProgress } from '../../lib/transfer/upload';

/* The employee's reports (docs/product §2 employee routes, §3 "Reports state"), all below ['employee', 'reports']. */
export type BalanceReport = ResponseOf<typeof api.employeeBalanceReport>;
export type BalanceSeries = BalanceReport['accounts'][number];
export type BenefitSummary = ResponseOf<typeof api.employeeSummaryOfBenefits>;

export type { ReportRange, ReportRunPage } from '../../lib/report-view/api';

/** Balance History from a date (null: the server's default, the previous plan year's start). */
export const balanceReportQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...reportsKey, 'balance', date ?? 'default'],
    queryFn: async ({ signal }): Promise<BalanceReport> => {
      const {
        TOKEN_EXPIRY: _expiry,
        message: _message,
        ...report
      } = await call(api.employeeBalanceReport, date ? { date } : {}, { ...quiet, signal });
      return report;
    },
  });

export const summaryQuery = () =>
  queryOptions({
    queryKey: [...reportsKey, 'summary'],
    queryFn: async ({ signal }): Promise<BenefitSummary> => {
      const {
        TOKEN_EXPIRY: _expiry,
        message: _message,
        ...summary
      } = await call(api.employeeSummaryOfBenefits, {}, { ...quiet, signal });
      return summary;
    },
  });

export const useBalanceReport = (date: string | null) => useQuery(balanceReportQuery(date));
export const useBenefitSummary = () => useQuery(summaryQuery());

/** Sends one audit document to a claim selected for audit, with the request's real progress. */
export function useUploadAuditFile(claimId: number) {
  const queryClient = useQueryClient();
  return async (file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => {
    const content = await readAsDataUrl(file);
    const answer = await callWithProgress(
      api.auditUpload,
      { claimId, fileName: file.name, content },
      { area: 'employee', snackbar: false, onProgress, signal },
    );
    queryClient.setQueryData<ClaimDetails>(claimKey(claimId), (old) => ({
      claim: answer.claim,
      history: old?.history ?? [],
    }));
    return answer;
  };
}
