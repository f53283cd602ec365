import { api } from '@benefits/contract';
import type { CompanyReportFacts, ReportLanguage } from '@benefits/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { languageOf } from '@benefits/domain';

/**
 * The company facts the report visibility rule reads (/company/reports), below the 'employee' key so
 * a logout drops them: ['employee', 'companyReports', 'facts'].
 */
export const factsKey = ['employee', 'companyReports', 'facts'] as const;

export const useCompanyReportFacts = () =>
  useQuery(
    queryOptions({
      queryKey: factsKey,
      queryFn: async ({ signal }): Promise<CompanyReportFacts> => {
        const answer = await call(api.companyReports, {}, { area: 'employee', snackbar: false, signal });
        return { planCode: answer.planCode, hasWellness: answer.hasWellness, insurance: answer.insurance };
      },
    }),
  );

export { builtDefinition } from './definitions';

export const useReportLanguage = (): ReportLanguage => languageOf(useTranslation().i18n.language);
