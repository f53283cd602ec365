import { api, type ResponseOf } from '@benefits/contract';
import type { EmployerLedgerKind } from '@benefits/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/* The Sales Report's chart and Transfer Details' batches (decision 0033), below ['tools', 'sales']. */
const salesKey = ['tools', 'sales'] as const;
const quiet = { area: 'tools', snackbar: false } as const;

export interface Range {
  startdate: string;
  enddate: string;
}

export type SalesByMonth = ResponseOf<typeof api.toolsFetchSales>;
export type TransferBatch = ResponseOf<typeof api.toolsTransferBatch>;

export interface BatchKey {
  date: string;
  kind: EmployerLedgerKind;
  direction: 'IN' | 'OUT';
}

export const salesByMonthQuery = (range: Range) =>
  queryOptions({
    queryKey: [...salesKey, 'months', range.startdate, range.enddate],
    queryFn: async ({ signal }): Promise<SalesByMonth> => {
      const {
        TOKEN_EXPIRY: _e,
        message: _m,
        ...answer
      } = await call(api.toolsFetchSales, range, {
        ...quiet,
        signal,
      });
      return answer;
    },
  });

export const transferBatchQuery = (batch: BatchKey) =>
  queryOptions({
    queryKey: [...salesKey, 'batch', batch.date, batch.kind, batch.direction],
    queryFn: async ({ signal }): Promise<TransferBatch> => {
      const {
        TOKEN_EXPIRY: _e,
        message: _m,
        ...answer
      } = await call(api.toolsTransferBatch, batch, {
        ...quiet,
        signal,
      });
      return answer;
    },
  });

export const useSalesByMonth = (range: Range) => useQuery(salesByMonthQuery(range));
export const useTransferBatch = (batch: BatchKey) => useQuery(transferBatchQuery(batch));
