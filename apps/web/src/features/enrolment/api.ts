import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * What the add-employee screen reads and sends (server module enrolment). The classifications and
 * divisions to choose from are the company's lists (the same endpoints as /classifications and
 * /divisions), under the 'employee' query keys so a logout drops them.
 */
export type Added = ResponseOf<typeof api.addEmployee>['added'][number];
export type Preview = Omit<ResponseOf<typeof api.addEmployeesCsvPreview>, 'TOKEN_EXPIRY'>;
export type PreviewRow = Preview['rows'][number];

export interface Choice {
  id: number;
  name: string;
}

const quiet = { area: 'employee', snackbar: false } as const;

export const useChoices = () =>
  useQuery(
    queryOptions({
      queryKey: ['employee', 'company', 'enrolment-choices'] as const,
      queryFn: async ({ signal }): Promise<{ classifications: Choice[]; divisions: Choice[] }> => {
        const [c, d] = await Promise.all([
          call(api.employerClassifications, {}, { ...quiet, signal }),
          call(api.employerDivisions, {}, { ...quiet, signal }),
        ]);
        return {
          classifications: c.classifications.map((x) => ({
            id: x.classificationId,
            name: x.classificationName,
          })),
          divisions: d.divisions.map((x) => ({ id: x.divisionId, name: x.divisionName })),
        };
      },
    }),
  );

/** The router state /add-employee/success reads: who was just added. */
export interface AddedState {
  added: Added[];
}
