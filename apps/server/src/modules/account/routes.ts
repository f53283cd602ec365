import type { ModuleHandlers } from '../../platform/http';
import { acceptAgreement, agreementPdf, getAgreement } from './service/agreement';
import { bankingDocument, getBanking, saveBanking } from './service/banking';
import {
  addDependant,
  deleteDependant,
  editDependant,
  extendDependant,
  listDependantsOf,
} from './service/dependants';
import { updateNotesFor } from './service/directory';
import { listDocuments } from './service/documents';
import { updatePersonalDetails } from './service/personal';
import { planDetails, planSummaryPdf } from './service/plan';

/** HTTP glue only: every handler acts for its scope's employee (or company), resolved by the platform. */
export const accountHandlers: ModuleHandlers<
  | 'employeeUpdate'
  | 'employeeDependants'
  | 'employeeDependantAdd'
  | 'employeeDependantEdit'
  | 'employeeDependantExtend'
  | 'employeeDependantDelete'
  | 'employeeBankingDetails'
  | 'employeeBankingDetailsSave'
  | 'employeeBankingDocument'
  | 'employeeAgreement'
  | 'employeeAgreementGet'
  | 'employeeAgreementPdf'
  | 'employeePlan'
  | 'employeePlanSummaryPdf'
  | 'employeeDocuments'
  | 'updateNotes'
> = {
  employeeUpdate: ({ input, employee, services }) => updatePersonalDetails(services, employee, input),
  employeeDependants: ({ employee, services }) => listDependantsOf(services, employee),
  employeeDependantAdd: ({ input, employee, services }) => addDependant(services, employee, input),
  employeeDependantEdit: ({ input, employee, services }) => editDependant(services, employee, input),
  employeeDependantExtend: ({ input, employee, services }) => extendDependant(services, employee, input),
  employeeDependantDelete: ({ input, employee, services }) => deleteDependant(services, employee, input),
  employeeBankingDetails: ({ employee, services }) => getBanking(services, employee),
  employeeBankingDetailsSave: ({ input, employee, services }) => saveBanking(services, employee, input),
  employeeBankingDocument: ({ employee, services }) => bankingDocument(services, employee),
  employeeAgreement: ({ input, employee, caller, services }) =>
    acceptAgreement(services, employee, caller, input),
  employeeAgreementGet: ({ employee, services, language }) => getAgreement(services, employee, language),
  employeeAgreementPdf: ({ input, employee, services, language }) =>
    agreementPdf(services, employee, language, input.timeZone),
  employeePlan: ({ employee, services, language }) => planDetails(services, employee, language),
  employeePlanSummaryPdf: ({ employee, services, language }) => planSummaryPdf(services, employee, language),
  employeeDocuments: ({ employee, services }) => listDocuments(services, employee),
  updateNotes: ({ session, services }) => updateNotesFor(services, session.kind),
};
