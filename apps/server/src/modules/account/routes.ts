import type { ModuleHandlers } from '../../platform/http';
import { acceptAgreement, agreementPdf, getAgreement } from './agreement';
import { bankingDocument, getBanking, saveBanking } from './banking';
import {
  addDependant,
  deleteDependant,
  editDependant,
  extendDependant,
  listDependantsOf,
} from './dependants';
import { companyDirectory, updateNotesFor } from './directory';
import { listDocuments } from './documents';
import { updatePersonalDetails } from './personal';
import { planDetails, planSummaryPdf } from './plan';

/** HTTP glue only: every handler acts for the session's employee (the access check ran before). */
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
  | 'employeeDirectory'
> = {
  employeeUpdate: ({ input, session, services }) => updatePersonalDetails(services, session!, input),
  employeeDependants: ({ session, services }) => listDependantsOf(services, session!),
  employeeDependantAdd: ({ input, session, services }) => addDependant(services, session!, input),
  employeeDependantEdit: ({ input, session, services }) => editDependant(services, session!, input),
  employeeDependantExtend: ({ input, session, services }) => extendDependant(services, session!, input),
  employeeDependantDelete: ({ input, session, services }) => deleteDependant(services, session!, input),
  employeeBankingDetails: ({ session, services }) => getBanking(services, session!),
  employeeBankingDetailsSave: ({ input, session, services }) => saveBanking(services, session!, input),
  employeeBankingDocument: ({ session, services }) => bankingDocument(services, session!),
  employeeAgreement: ({ input, session, caller, services }) =>
    acceptAgreement(services, session!, caller, input),
  employeeAgreementGet: ({ session, services }) => getAgreement(services, session!),
  employeeAgreementPdf: ({ session, services }) => agreementPdf(services, session!),
  employeePlan: ({ session, services }) => planDetails(services, session!),
  employeePlanSummaryPdf: ({ session, services }) => planSummaryPdf(services, session!),
  employeeDocuments: ({ session, services }) => listDocuments(services, session!),
  updateNotes: ({ session, services }) => updateNotesFor(services, session!),
  employeeDirectory: ({ input, session, services }) => companyDirectory(services, session!, input),
};
