import type { ModuleHandlers } from '../../platform/http';
import { addEmployee, addNonPlanAdmin, previewCsv, saveCsv } from './service';

/**
 * HTTP glue only: every handler acts for the company of its scope (an administrator of a company of
 * contract type 3, 8 or 13), resolved by the platform; text follows the request's language.
 */
export const enrolmentHandlers: ModuleHandlers<
  'addEmployee' | 'addEmployeesCsvPreview' | 'addEmployeesCsvSave' | 'addNonPlanAdmin'
> = {
  addEmployee: ({ input, employee, company, services, language }) =>
    addEmployee(services, employee, company, input, language),
  addEmployeesCsvPreview: ({ input, company, services, language }) =>
    previewCsv(services, company, input, language),
  addEmployeesCsvSave: ({ input, employee, company, services, language }) =>
    saveCsv(services, employee, company, input, language),
  addNonPlanAdmin: ({ input, employee, company, services, language }) =>
    addNonPlanAdmin(services, employee, company, input, language),
};
